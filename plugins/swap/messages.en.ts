/**
 * The swap plugin's English texts. Keys start with the plugin's view or area. The checks'
 * refusals ('Insufficient USDC balance', 'Network not supported for Swaps') are the errors'
 * `shortMessage`s.
 *
 * @example
 * i18n.t('swap.review') // 'Review swap'
 */
export const swapMessagesEn = {
  'swap.title': 'Swap',
  'swap.action': 'Swap',
  'swap.sell': 'You pay',
  'swap.buy': 'You receive',
  'swap.amount': 'Amount to swap',
  'swap.receiveAmount': 'Amount you receive',
  'swap.chooseSell': 'Token to pay with: {symbol}',
  'swap.chooseBuy': 'Token to receive: {symbol}',
  'swap.selectToken': 'Select token',
  'swap.balance': 'Balance: {amount}',
  'swap.max': 'Max',
  'swap.maxLabel': 'Use your whole balance',
  'swap.switch': 'Switch the tokens',
  'swap.review': 'Review swap',
  'swap.quoting': 'Getting a quote…',
  'swap.loading': 'Loading tokens…',
  'swap.retry': 'Try again',
  'swap.unsupported': 'Network not supported for Swaps',
  'swap.switchNetwork': 'Switch network',
  'swap.unsupportedHint': 'Swaps run on {count} networks. Switch to one of them to swap.',
  'swap.select.title': 'Select token',
  'swap.select.search': 'Search tokens',
  'swap.select.suggested': 'Suggested',
  'swap.select.yours': 'Your tokens',
  'swap.select.all': 'Tokens',
  'swap.select.searchHint': 'Name, symbol or address',
  'swap.select.empty': 'No token matches your search.',
  'swap.select.emptyHint': 'Check the spelling, or paste the token’s contract address.',
  'swap.preview.title': 'Review swap',
  'swap.preview.preparing': 'Preparing your swap…',
  'swap.preview.sell': 'You pay',
  'swap.preview.receive': 'You receive (estimated)',
  'swap.preview.rate': 'Rate',
  'swap.preview.rateValue': '1 {from} = {rate} {to}',
  'swap.preview.priceImpact': 'Price impact',
  'swap.preview.minimum': 'Minimum received',
  'swap.preview.slippage': 'Slippage tolerance',
  'swap.preview.networkFee': 'Network fee',
  'swap.preview.unknown': 'Unknown',
  'swap.preview.approveHint':
    'First allow the exchange to use your {symbol}. Your wallet asks twice: approve, then swap.',
  'swap.preview.approve': 'Approve {symbol}',
  'swap.preview.approving': 'Approve in your wallet…',
  'swap.preview.swap': 'Swap',
  'swap.preview.swapping': 'Confirm the swap in your wallet…',
  'swap.preview.cancel': 'Back',
  'swap.preview.retry': 'Review again',
  'swap.done': 'Swapped {from} for {to}',
} as const
