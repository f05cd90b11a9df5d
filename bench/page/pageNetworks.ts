import type { Network } from '@keyport/connect'

// The page's own origin serves its RPC: a wallet only calls it after connecting, which the
// benchmark never does, and it is the one host the page is configured with.
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Ethereum, with its RPC at `/rpc` on the page's own origin. */
export const pageNetworks: readonly [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [`${location.origin}/rpc`] } },
  },
]
