import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Hindi. */
export const historyMessagesHi = {
  'transactions.title': 'गतिविधि',
  'transactions.delegated': 'प्रतिनिधित्व वाला खाता (EIP-7702) · प्रतिनिधि {delegate}',
  'transactions.action': 'गतिविधि',
  'transactions.loading': 'गतिविधि लोड हो रही है…',
  'transactions.loadingMore': 'और गतिविधि लोड हो रही है…',
  'transactions.empty': 'अभी कोई गतिविधि नहीं',
  'transactions.emptyHint': '{network} पर किए गए लेनदेन यहां दिखेंगे।',
  'transactions.loadMore': 'और लोड करें',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'भेजा गया',
  'transactions.type.receive': 'प्राप्त हुआ',
  'transactions.type.trade': 'स्वैप किया गया',
  'transactions.type.approve': 'स्वीकृत',
  'transactions.type.deploy': 'डिप्लॉय किया गया',
  'transactions.type.execute': 'कॉन्ट्रैक्ट कॉल',
  'transactions.failed': 'विफल',
  'transactions.to': '{address} को',
  'transactions.from': '{address} से',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} और {second}',
  'transactions.explorer': '{explorer} पर देखें',
  'transactions.batch.pending': 'बैच लंबित',
  'transactions.batch.confirmed': 'बैच की पुष्टि हुई',
  'transactions.batch.failed': 'बैच विफल',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
