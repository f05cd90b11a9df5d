import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Turkish. */
export const historyMessagesTr = {
  'transactions.title': 'Etkinlik',
  'transactions.delegated': 'Temsil edilen hesap (EIP-7702) · temsilci {delegate}',
  'transactions.action': 'Etkinlik',
  'transactions.loading': 'Etkinlik yükleniyor…',
  'transactions.loadingMore': 'Daha fazla etkinlik yükleniyor…',
  'transactions.empty': 'Henüz etkinlik yok',
  'transactions.emptyHint': '{network} ağındaki işlemler burada görünecek.',
  'transactions.loadMore': 'Daha fazla yükle',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Gönderildi',
  'transactions.type.receive': 'Alındı',
  'transactions.type.trade': 'Takas edildi',
  'transactions.type.approve': 'Onaylandı',
  'transactions.type.deploy': 'Dağıtıldı',
  'transactions.type.execute': 'Sözleşme çağrısı',
  'transactions.failed': 'Başarısız',
  'transactions.to': 'Alıcı: {address}',
  'transactions.from': 'Gönderen: {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} ve {second}',
  'transactions.explorer': '{explorer} üzerinde görüntüle',
  'transactions.batch.pending': 'Toplu işlem bekliyor',
  'transactions.batch.confirmed': 'Toplu işlem onaylandı',
  'transactions.batch.failed': 'Toplu işlem başarısız',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
