import { connectPlugin } from '@keyport/connect'
import type { Plugin } from '@keyport/kernel'
import { networks } from './networks'
import { stackUrls } from './stackUrls'

/** The Keyport features this app installs, in the order the kernel sets them up. */
export const plugins: Plugin[] = [
  connectPlugin({
    networks,
    walletConnect: stackUrls.relay ? { relayUrl: stackUrls.relay } : undefined,
  }),
]
