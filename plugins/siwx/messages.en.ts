/**
 * The siwx plugin's English texts.
 *
 * @example
 * i18n.t('siwx.declined') // 'Signature declined'
 */
export const siwxMessagesEn = {
  'siwx.title': 'Sign In',
  'siwx.heading': '{app} needs to connect to your wallet',
  'siwx.body':
    'Sign this message to prove you own this wallet and proceed. It costs nothing and sends no transaction.',
  'siwx.account': 'Signing in as {address} on {network}',
  'siwx.cancelRequired': 'Canceling will disconnect you.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.waiting': 'Check your wallet to sign the message.',
  'siwx.cancel': 'Cancel',
  'siwx.signedIn': 'You are signed in as {address}.',
  'siwx.done': 'Done',
  'siwx.declined': 'Signature declined',
  'siwx.failed': 'Sign-in failed. Try again.',
  'siwx.disconnectFailed': 'Failed to disconnect',
} as const
