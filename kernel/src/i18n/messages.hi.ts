import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Hindi. */
export const kernelMessagesHi = {
  'modal.label': 'वॉलेट कनेक्ट करें',
  'modal.close': 'बंद करें',
  'modal.back': 'वापस',
  'modal.loading': 'लोड हो रहा है…',
  'connect.title': 'वॉलेट कनेक्ट करें',
  'connect.empty': 'अभी कनेक्ट करने का कोई तरीका उपलब्ध नहीं है।',
  'connect.emptyHint': 'साइट के मालिक से वॉलेट प्लगइन चालू करने के लिए कहें।',
  'view.error.title': 'कुछ गलत हो गया',
  'view.error.retry': 'फिर से कोशिश करें',
  'view.error.hint': 'फिर से कोशिश करें, या यह विंडो बंद करके कनेक्ट करने का कोई और तरीका चुनें।',
  'view.cannotClose': 'जारी रखने के लिए यह चरण पूरा करें।',
  'toast.region': 'सूचनाएं',
  'button.connect': 'वॉलेट कनेक्ट करें',
  'button.connecting': 'कनेक्ट हो रहा है…',
  'notice.close': 'खारिज करें',
  'theme.toggle': 'लाइट और डार्क थीम के बीच बदलें',
} satisfies Partial<Record<KernelMessageKey, string>>
