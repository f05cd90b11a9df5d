// What "Copy this setup" shows for `exampleQuery` (setupSnippet.test.ts keeps this file equal to
// it), kept as a source file so the repository's typecheck proves a snippet compiles against
// Keyport's real types. Nothing imports it.
import { connectPlugin, type Network, solanaMainnet } from '@keyport/connect'
import { emailSocialPlugin } from '@keyport/email-social'
import { historyPlugin } from '@keyport/history'
import { createKeyport } from '@keyport/kernel/react'
import { helloPlugin } from '@keyport/kernel/testing/hello'
import { namesPlugin } from '@keyport/names'
import { onrampPlugin } from '@keyport/onramp'
import { sendReceivePlugin } from '@keyport/send-receive'
import { siwxPlugin } from '@keyport/siwx'
import { swapPlugin } from '@keyport/swap'

const networks: [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:4000/v1/?chainId=1&projectId=keyport-dev'] } },
    blockTime: 1,
    contracts: { entryPoint: { address: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' } },
    testnet: true,
  },
  {
    id: 8453,
    caipNetworkId: 'eip155:8453',
    chainNamespace: 'eip155',
    name: 'Base (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: {
      default: { http: ['http://127.0.0.1:4000/v1/?chainId=8453&projectId=keyport-dev'] },
    },
    blockTime: 1,
    contracts: { entryPoint: { address: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' } },
    testnet: true,
  },
]

export const keyport = createKeyport({
  projectId: 'keyport-dev',
  apiUrl: 'http://127.0.0.1:4000',
  frameUrl: 'http://127.0.0.1:5174',
  themeMode: 'dark',
  locale: 'ja',
  features: { swaps: false, legalCheckbox: true },
  sponsorship: 'keyport',
  delegation: { anyChain: true },
  metadata: {
    name: 'Keyport sandbox',
    description: 'Keyport host app',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  termsConditionsUrl: 'http://127.0.0.1:5173/terms',
  privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
  plugins: [
    connectPlugin({
      networks,
      walletConnect: { relayUrl: 'ws://127.0.0.1:4001' },
      solanaNetworks: [solanaMainnet],
    }),
    emailSocialPlugin({ preferredAccountType: 'eip7702' }),
    siwxPlugin({ required: true }),
    sendReceivePlugin(),
    historyPlugin(),
    swapPlugin(),
    onrampPlugin(),
    namesPlugin(),
    helloPlugin(),
  ],
})
