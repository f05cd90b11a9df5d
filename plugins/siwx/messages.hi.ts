import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Hindi. */
export const siwxMessagesHi = {
  'siwx.title': 'साइन इन करें',
  'siwx.heading': '{app} को आपके वॉलेट से कनेक्ट होना है',
  'siwx.body':
    'यह साबित करने के लिए कि यह वॉलेट आपका है, इस संदेश पर हस्ताक्षर करें और आगे बढ़ें। इसमें कोई शुल्क नहीं लगता और कोई लेनदेन नहीं भेजा जाता।',
  'siwx.account': '{network} पर {address} के रूप में साइन इन हो रहा है',
  'siwx.cancelRequired': 'रद्द करने पर आपका कनेक्शन टूट जाएगा।',
  'siwx.sign': 'हस्ताक्षर करें',
  'siwx.signing': 'हस्ताक्षर हो रहा है…',
  'siwx.waiting': 'संदेश पर हस्ताक्षर करने के लिए अपना वॉलेट देखें।',
  'siwx.cancel': 'रद्द करें',
  'siwx.signedIn': 'आप {address} के रूप में साइन इन हैं।',
  'siwx.done': 'हो गया',
  'siwx.declined': 'हस्ताक्षर अस्वीकार किया गया',
  'siwx.failed': 'साइन इन नहीं हो सका। फिर से कोशिश करें।',
  'siwx.disconnectFailed': 'डिस्कनेक्ट नहीं हो सका',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>
