import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Arabic. */
export const historyMessagesAr = {
  'transactions.title': 'النشاط',
  'transactions.delegated': 'حساب مفوَّض (EIP-7702) · المفوَّض {delegate}',
  'transactions.action': 'النشاط',
  'transactions.loading': 'جارٍ تحميل النشاط…',
  'transactions.loadingMore': 'جارٍ تحميل المزيد من النشاط…',
  'transactions.empty': 'لا يوجد نشاط بعد',
  'transactions.emptyHint': 'ستظهر هنا المعاملات على {network}.',
  'transactions.loadMore': 'تحميل المزيد',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'مُرسَل',
  'transactions.type.receive': 'مُستلَم',
  'transactions.type.trade': 'مُبادَل',
  'transactions.type.approve': 'موافَق عليه',
  'transactions.type.deploy': 'منشور',
  'transactions.type.execute': 'استدعاء عقد',
  'transactions.failed': 'فشلت',
  'transactions.to': 'إلى {address}',
  'transactions.from': 'من {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} و{second}',
  'transactions.explorer': 'عرض على {explorer}',
  'transactions.batch.pending': 'الدفعة قيد الانتظار',
  'transactions.batch.confirmed': 'تم تأكيد الدفعة',
  'transactions.batch.failed': 'فشلت الدفعة',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
