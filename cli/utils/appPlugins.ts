import { join } from 'node:path'
import { caseNames } from './caseNames.ts'
import { keyportCheckout } from './templatesDir.ts'
import { workspacePackages } from './workspacePackages.ts'

/** A plugin `keyport new app` can install: its package and the call that creates it. */
export type AppPlugin = {
  id: string
  /** '@keyport/swap' */
  packageName: string
  /** The factory the package exports: 'swapPlugin'. */
  factory: string
  /** The expression in the app's src/plugins.ts: 'swapPlugin()'. */
  call: string
  /** Plugins it needs; `new app` adds them. A test checks these against the plugins themselves. */
  requires: readonly string[]
}

const product = (id: string, call?: string, requires: readonly string[] = ['connect']) => {
  const factory = `${caseNames(id).camel}Plugin`
  return { id, packageName: `@keyport/${id}`, factory, call: call ?? `${factory}()`, requires }
}

/** The product's plugins, in the order apps list them; `connect` needs the app's networks. */
const productPlugins: readonly AppPlugin[] = [
  product('connect', 'connectPlugin({ networks })', []),
  product('email-social'),
  product('siwx'),
  product('send-receive'),
  product('history'),
  product('swap'),
  product('onramp'),
  product('names'),
]

/**
 * Every plugin an app can install: the product's, then those made with `keyport new plugin` in
 * this checkout (`plugins/<id>`, created by calling `<id>Plugin()`).
 *
 * @example
 * appPlugins().map((plugin) => plugin.id) // ['connect', 'email-social', …, 'names', 'token-gate']
 */
export function appPlugins(checkout: string = keyportCheckout): AppPlugin[] {
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
