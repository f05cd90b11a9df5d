import { join } from 'node:path'
import { caseNames } from './caseNames.ts'
import { cliCheckout } from './templatesDir.ts'
import { workspacePackages } from './workspacePackages.ts'

/** A plugin `keyport new app` can install: its package and the call that creates it. */
export type AppPlugin = {
  id: string
  /** '@keyport/swap' */
  packageName: string
  /** The factory the package exports: 'swapPlugin'. */
  factory: string
  /**
   * The expression in the app's src/plugins.ts, for the app's SIWX mode: 'swapPlugin()'. It may
   * use `networks`, `stackUrls` and `requiredUrl` (the app's src/networks.ts and src/stackUrls.ts).
   */
  call: (siwx: SiwxMode) => string
  /** Plugins it needs; `new app` adds them. The generated-app test installs every one of them. */
  requires: readonly string[]
}

export type SiwxMode = 'off' | 'optional' | 'required'

const product = (
  id: string,
  call?: AppPlugin['call'],
  requires: readonly string[] = ['connect'],
): AppPlugin => {
  const factory = `${caseNames(id).camel}Plugin`
  return {
    id,
    packageName: `@keyport/${id}`,
    factory,
    call: call ?? (() => `${factory}()`),
    requires,
  }
}

/**
 * The product's plugins, in the order apps list them. Connect pairs phone wallets when the app
 * names a relay; email and social login need the secure frame (the app's `frameUrl` option).
 */
const productPlugins: readonly AppPlugin[] = [
  product(
    'connect',
    () =>
      'connectPlugin({ networks, walletConnect: stackUrls.relay ? { relayUrl: stackUrls.relay } : undefined })',
    [],
  ),
  product('email-social', () => 'emailSocialPlugin()'),
  product('siwx', (siwx) =>
    siwx === 'required' ? 'siwxPlugin({ required: true })' : 'siwxPlugin()',
  ),
  product('send-receive'),
  product('history'),
  product('swap'),
  product('onramp'),
  product('names'),
]

/**
 * Every plugin an app can install: the product's, then those made with `keyport new plugin` in
 * the checkout (`plugins/<id>`, created by calling `<id>Plugin()`); outside a checkout, the product's only.
 *
 * @example
 * appPlugins().map((plugin) => plugin.id) // ['connect', 'email-social', …, 'names', 'token-gate']
 */
export function appPlugins(checkout: string | undefined = cliCheckout): AppPlugin[] {
  if (!checkout) return [...productPlugins]
  const known = new Set(productPlugins.map((plugin) => plugin.id))
  const made = [...workspacePackages(checkout)]
    .filter(([name, dir]) => dir === join(checkout, 'plugins', name.replace('@keyport/', '')))
    .map(([name]) => name.replace('@keyport/', ''))
    .filter((id) => !known.has(id))
    .sort()
    .map((id) => product(id, undefined, []))
  return [...productPlugins, ...made]
}

/** The ids of `appPlugins()`, for help texts and errors. */
export const appPluginIds = (checkout?: string) => appPlugins(checkout).map((plugin) => plugin.id)
