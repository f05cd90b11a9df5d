/**
 * The English texts of connect's host-page buttons (AccountButton, NetworkButton): they show
 * before the modal has loaded, so they come with the plugin.
 *
 * @example
 * i18n.t('button.wrongNetwork') // 'Wrong network'
 */
export const connectButtonMessagesEn = {
  'networks.unknown': 'Unknown network',
  'button.account': 'Account {address}',
  'button.network': 'Network {network}',
  'button.wrongNetwork': 'Wrong network',
} as const
