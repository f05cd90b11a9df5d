import type { KernelMessageKey } from './messages.en'

/** The kernel's texts in Arabic. */
export const kernelMessagesAr = {
  'modal.label': 'ربط محفظة',
  'modal.close': 'إغلاق',
  'modal.back': 'رجوع',
  'modal.loading': 'جارٍ التحميل…',
  'connect.title': 'ربط المحفظة',
  'connect.empty': 'لا توجد طرق اتصال متاحة بعد.',
  'connect.emptyHint': 'اطلب من مالك الموقع تفعيل إضافة محفظة.',
  'view.error.title': 'حدث خطأ ما',
  'view.error.retry': 'إعادة المحاولة',
  'view.error.hint': 'حاول مرة أخرى، أو أغلق هذه النافذة واختر طريقة اتصال أخرى.',
  'view.cannotClose': 'أكمل هذه الخطوة للمتابعة.',
  'toast.region': 'الإشعارات',
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الاتصال…',
  'notice.close': 'تجاهل',
  'theme.toggle': 'التبديل بين السمة الفاتحة والداكنة',
} satisfies Partial<Record<KernelMessageKey, string>>
