/**
 * The on-ramp plugin's English texts. Keys start with the plugin's view or area. The amount's
 * refusals ('The minimum is 10.00 USD') are the errors' `shortMessage`s.
 *
 * @example
 * i18n.t('onramp.title') // 'Buy crypto'
 */
export const onrampMessagesEn = {
  'onramp.title': 'Buy crypto',
  'onramp.action': 'Buy crypto',
  'onramp.amount': 'Amount to pay',
  'onramp.fiat': 'Currency to pay in: {currency}',
  'onramp.token': 'Crypto to buy: {symbol}',
  'onramp.buyOn': 'Delivered on {network}',
  'onramp.method': 'Pay with',
  'onramp.limits': 'Pay between {min} and {max}.',
  'onramp.quote': 'You receive about',
  'onramp.quoteLoading': 'Getting a quote…',
  'onramp.quoteFees': 'Includes {fee} provider fee and {network} network fee.',
  'onramp.quoteUnavailable': 'No quote right now: the provider shows the final price.',
  'onramp.fallback': 'Showing default options: the on-ramp service did not answer.',
  'onramp.providers': 'Providers',
  'onramp.provider': '{provider}, fees {fees}',
  'onramp.fees': 'Fees {fees}',
  'onramp.noProviders': 'No provider serves this network.',
  'onramp.noProvidersHint':
    'Switch to another network to buy, or receive crypto from another wallet.',
  'onramp.opening': 'Opening {provider}…',
  'onramp.loading': 'Loading on-ramp options…',
  'onramp.tokenSelect.title': 'Select crypto',
  'onramp.fiatSelect.title': 'Select currency',
  'onramp.progress.title': 'Buying {symbol}',
  'onramp.progress.waiting': 'Complete your purchase in the {provider} window.',
  'onramp.progress.watching': 'Waiting for your {symbol} to arrive…',
  'onramp.progress.hint': 'Your balance updates here as soon as it lands.',
  'onramp.progress.open': 'Open {provider} again',
  'onramp.progress.received': 'Purchase complete',
  'onramp.progress.receivedAmount': '{amount} {symbol} arrived in your wallet.',
  'onramp.progress.timeout': 'Your {symbol} has not arrived yet.',
  'onramp.progress.timeoutHint':
    'Purchases can take a few minutes. Check again, or look in the provider window.',
  'onramp.progress.checkAgain': 'Check again',
  'onramp.progress.done': 'Done',
  'onramp.progress.cancel': 'Stop waiting',
  'onramp.progress.none': 'No purchase is in progress.',
  'onramp.progress.back': 'Back',
} as const
