import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Japanese. */
export const historyMessagesJa = {
  'transactions.title': 'アクティビティ',
  'transactions.delegated': '委任済みアカウント（EIP-7702）· 委任先 {delegate}',
  'transactions.action': 'アクティビティ',
  'transactions.loading': 'アクティビティを読み込み中…',
  'transactions.loadingMore': 'さらに読み込み中…',
  'transactions.empty': 'アクティビティはまだありません',
  'transactions.emptyHint': '{network} のトランザクションがここに表示されます。',
  'transactions.loadMore': 'さらに読み込む',
  'transactions.month': '{year}年{month}',
  'transactions.type.send': '送金',
  'transactions.type.receive': '受取',
  'transactions.type.trade': 'スワップ',
  'transactions.type.approve': '承認',
  'transactions.type.deploy': 'デプロイ',
  'transactions.type.execute': 'コントラクト呼び出し',
  'transactions.failed': '失敗',
  'transactions.to': '宛先 {address}',
  'transactions.from': '送信元 {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first}と{second}',
  'transactions.explorer': '{explorer} で見る',
  'transactions.batch.pending': 'バッチ保留中',
  'transactions.batch.confirmed': 'バッチ確認済み',
  'transactions.batch.failed': 'バッチ失敗',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
