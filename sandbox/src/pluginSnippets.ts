import { generatedPlugins } from './generatedPlugins'
import type { SandboxSettings } from './settings'
import { stackUrls } from './stackUrls'
import { Call, Code } from './tsLiteral'

/** How the "Copy this setup" snippet writes one plugin: its import and its factory call. */
export type PluginSnippet = {
  /** The module the factory comes from, e.g. '@keyport/swap'. */
  from: string
  /** The factory call, e.g. `new Call('swapPlugin')`. */
  call: Call
  /** Other names the call uses from the same module (`solanaMainnet`). */
  uses?: string[]
}

const plain = (factory: string, from: string): PluginSnippet => ({ from, call: new Call(factory) })

const camelCase = (id: string) =>
  id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/**
 * `pluginCatalog` as source code: each entry writes the call its catalog entry makes for the same
 * settings (`undefined` where the catalog leaves the plugin out). Options left at their defaults
 * are not written.
 */
const pluginSnippets: Readonly<
  Record<string, (settings: SandboxSettings) => PluginSnippet | undefined>
> = {
  connect: ({ solana }) => ({
    from: '@keyport/connect',
    call: new Call('connectPlugin', {
      networks: new Code('networks'),
      walletConnect: { relayUrl: stackUrls.relay },
      solanaNetworks: solana ? [new Code('solanaMainnet')] : undefined,
    }),
    uses: solana ? ['solanaMainnet'] : [],
  }),
  'email-social': ({ account }) => ({
    from: '@keyport/email-social',
    call: new Call('emailSocialPlugin', account ? { preferredAccountType: account } : undefined),
  }),
  siwx: ({ siwx }) =>
    siwx === 'off'
      ? undefined
      : {
          from: '@keyport/siwx',
          call: new Call('siwxPlugin', siwx === 'required' ? { required: true } : undefined),
        },
  'send-receive': () => plain('sendReceivePlugin', '@keyport/send-receive'),
  history: () => plain('historyPlugin', '@keyport/history'),
  swap: () => plain('swapPlugin', '@keyport/swap'),
  onramp: () => plain('onrampPlugin', '@keyport/onramp'),
  names: () => plain('namesPlugin', '@keyport/names'),
  hello: () => plain('helloPlugin', '@keyport/kernel/testing/hello'),
}

/**
 * The snippet for one plugin id. A plugin made by `keyport new plugin` is written the way the CLI
 * wires it: `<camelCaseId>Plugin()` from `@keyport/<id>`.
 */
export function pluginSnippet(id: string, settings: SandboxSettings): PluginSnippet | undefined {
  const entry = pluginSnippets[id]
  if (entry) return entry(settings)
  if (id in generatedPlugins) return plain(`${camelCase(id)}Plugin`, `@keyport/${id}`)
  return undefined
}

/** The ids this table writes, for the test that it covers the whole catalog. */
export const pluginSnippetIds = Object.keys(pluginSnippets)
