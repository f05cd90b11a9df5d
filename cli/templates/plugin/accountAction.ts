import type { AccountAction } from '@keyport/connect'

/**
 * The button this plugin adds to the Account view when the app installs the connect plugin: it
 * opens the plugin's view. Give it a `feature` to sort it by `walletFeaturesOrder`, or a `shows`
 * to offer it only to some accounts (see `AccountAction`).
 *
 * @example
 * resolve(accountActionsToken).add(pluginTemplateAccountAction) // in modal.ts's setup
 */
export const pluginTemplateAccountAction: AccountAction = {
  id: 'plugin-template/networks',
  label: 'plugin-template.action',
  view: 'plugin-template/networks',
  // Only while the account is on a network: the view lists the networks the data API serves.
  shows: ({ chainId }) => chainId !== undefined,
}
