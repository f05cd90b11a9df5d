/**
 * The history plugin's English texts.
 *
 * @example
 * i18n.t('transactions.loadMore') // 'Load more'
 */
export const historyMessagesEn = {
  'transactions.title': 'Activity',
  'transactions.delegated': 'Delegated account (EIP-7702) · delegate {delegate}',
  'transactions.action': 'Activity',
  'transactions.loading': 'Loading activity…',
  'transactions.loadingMore': 'Loading more activity…',
  'transactions.empty': 'No activity yet',
  'transactions.emptyHint': 'Transactions on {network} will show here.',
  'transactions.loadMore': 'Load more',
  'transactions.month': '{month} {year}',
  'transactions.type.send': 'Sent',
  'transactions.type.receive': 'Received',
  'transactions.type.trade': 'Swapped',
  'transactions.type.approve': 'Approved',
  'transactions.type.deploy': 'Deployed',
  'transactions.type.execute': 'Contract call',
  'transactions.failed': 'Failed',
  'transactions.to': 'To {address}',
  'transactions.from': 'From {address}',
  'transactions.amount': '{sign}{quantity} {symbol}',
  'transactions.and': '{first} and {second}',
  'transactions.explorer': 'View on {explorer}',
  'transactions.batch.pending': 'Batch pending',
  'transactions.batch.confirmed': 'Batch confirmed',
  'transactions.batch.failed': 'Batch failed',
} as const
