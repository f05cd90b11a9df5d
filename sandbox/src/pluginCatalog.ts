import { connectPlugin, solanaMainnet } from '@keyport/connect'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import type { Plugin } from '@keyport/kernel'
import { helloPlugin } from '@keyport/kernel/testing/hello'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { siwxPlugin } from '@keyport/siwx'
import { swapPlugin } from '@keyport/swap'
import { generatedPlugins } from './generatedPlugins'
import { localNetworks } from './localNetworks'
import type { SandboxSettings } from './settings'
import { stackUrls } from './stackUrls'

/**
 * Every plugin the sandbox can switch on, by id, in the order the panel lists them. An entry
 * reads the settings it depends on and may answer `undefined` to stay out (siwx=off).
 */
export const pluginCatalog: Readonly<
  Record<string, (settings: SandboxSettings) => Plugin | undefined>
> = {
  connect: ({ solana }) =>
    connectPlugin({
      networks: localNetworks,
      walletConnect: { relayUrl: stackUrls.relay },
      solanaNetworks: solana ? [solanaMainnet] : [],
    }),
  'email-social': ({ account }) => emailSocialPlugin({ preferredAccountType: account }),
  siwx: ({ siwx }) => (siwx === 'off' ? undefined : siwxPlugin({ required: siwx === 'required' })),
  'send-receive': sendReceivePlugin,
  history: historyPlugin,
  swap: () => swapPlugin(),
  onramp: onrampPlugin,
  names: namesPlugin,
  hello: helloPlugin,
  // Plugins made by `keyport new plugin` (never an id listed above), off unless asked for.
  ...generatedPlugins,
}

/** The product plugins; `hello` is the kernel's demo plugin, off unless asked for. */
export const defaultPlugins = Object.keys(pluginCatalog).filter(
  (id) => id !== 'hello' && !(id in generatedPlugins),
)
