import type { historyMessagesEn } from './messages.en.ts'

/** The history plugin's texts in Simplified Chinese. */
export const historyMessagesZhCN = {
  'transactions.title': '动态',
  'transactions.delegated': '已委托账户（EIP-7702）· 委托 {delegate}',
  'transactions.action': '动态',
  'transactions.loading': '正在加载动态…',
  'transactions.loadingMore': '正在加载更多动态…',
  'transactions.empty': '暂无动态',
  'transactions.emptyHint': '{network} 上的交易将显示在这里。',
  'transactions.loadMore': '加载更多',
  'transactions.month': '{year}年{month}',
  'transactions.type.send': '已发送',
  'transactions.type.receive': '已接收',
  'transactions.type.trade': '已兑换',
  'transactions.type.approve': '已批准',
  'transactions.type.deploy': '已部署',
  'transactions.type.execute': '合约调用',
  'transactions.failed': '失败',
  'transactions.to': '发送至 {address}',
  'transactions.from': '来自 {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first}和{second}',
  'transactions.explorer': '在 {explorer} 上查看',
  'transactions.batch.pending': '批量交易待处理',
  'transactions.batch.confirmed': '批量交易已确认',
  'transactions.batch.failed': '批量交易失败',
} satisfies Partial<Record<keyof typeof historyMessagesEn, string>>
