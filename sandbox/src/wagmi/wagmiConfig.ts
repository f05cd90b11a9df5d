import { connectPlugin } from '@keyport/connect'
import { keyportConnector } from '@keyport/connect/wagmi'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import { createKeyport } from '@keyport/kernel/react'
import { type Chain, defineChain } from 'viem'
import { createConfig, http } from 'wagmi'
import { localNetworks } from '../localNetworks'
import { stackUrls } from '../stackUrls'

const sponsorship = new URLSearchParams(location.search).get('sponsorship') === 'on'

/**
 * Keyport with the connect, email-social (the embedded wallet) and history plugins: the
 * connection UI of the wagmi page. `?sponsorship=on` has the data API's paymaster pay the gas.
 */
export const keyport = createKeyport({
  projectId: 'keyport-dev',
  apiUrl: stackUrls.api,
  frameUrl: stackUrls.frame,
  ...(sponsorship ? { sponsorship: 'keyport' as const } : {}),
  themeMode: 'light',
  metadata: {
    name: 'Keyport with wagmi',
    description: 'A wagmi app that uses Keyport to connect',
    url: location.origin,
    icons: [],
  },
  plugins: [connectPlugin({ networks: localNetworks }), emailSocialPlugin(), historyPlugin()],
})

const [first, ...rest] = localNetworks.map((network) => defineChain(network))

/** A plain wagmi config whose only connector is Keyport; reads go to the local chains. */
export const wagmiConfig = createConfig({
  chains: [first as Chain, ...rest],
  connectors: [keyportConnector({ keyport })],
  transports: Object.fromEntries(
    localNetworks.map((network) => [network.id, http(network.rpcUrls.default.http[0])]),
  ),
})
