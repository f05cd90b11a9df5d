import type { siwxMessagesEn } from './messages.en.ts'

/** The siwx plugin's texts in Arabic. */
export const siwxMessagesAr = {
  'siwx.title': 'تسجيل الدخول',
  'siwx.heading': 'يحتاج {app} إلى الاتصال بمحفظتك',
  'siwx.body':
    'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. لا يكلّفك ذلك شيئًا ولا يُرسل أي معاملة.',
  'siwx.account': 'تسجيل الدخول باسم {address} على {network}',
  'siwx.cancelRequired': 'سيؤدي الإلغاء إلى قطع اتصالك.',
  'siwx.sign': 'توقيع',
  'siwx.signing': 'جارٍ التوقيع…',
  'siwx.waiting': 'تحقق من محفظتك لتوقيع الرسالة.',
  'siwx.cancel': 'إلغاء',
  'siwx.signedIn': 'لقد سجّلت الدخول باسم {address}.',
  'siwx.done': 'تم',
  'siwx.declined': 'تم رفض التوقيع',
  'siwx.failed': 'فشل تسجيل الدخول. حاول مرة أخرى.',
  'siwx.disconnectFailed': 'تعذّر قطع الاتصال',
} satisfies Partial<Record<keyof typeof siwxMessagesEn, string>>
