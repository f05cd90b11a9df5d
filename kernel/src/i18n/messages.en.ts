/**
 * The kernel's English texts, the fallback for every other locale. Plugins add theirs with
 * `i18n.addMessages('en', { 'swap.title': 'Swap' })`, keys prefixed with the plugin id.
 *
 * @example
 * i18n.t('connect.title') // 'Connect Wallet'
 */
export const kernelMessagesEn = {
  'modal.label': 'Connect a wallet',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading…',
  'connect.title': 'Connect Wallet',
  'connect.empty': 'No connection methods are available yet.',
  'connect.emptyHint': 'Ask the site owner to enable a wallet plugin.',
  'view.error.title': 'Something went wrong',
  'view.error.retry': 'Try again',
  'view.error.hint': 'Try again, or close this window and choose another way to connect.',
  'view.cannotClose': 'Finish this step to continue.',
  'toast.region': 'Notifications',
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'notice.close': 'Dismiss',
  'theme.toggle': 'Switch between light and dark theme',
} as const

export type KernelMessageKey = keyof typeof kernelMessagesEn
