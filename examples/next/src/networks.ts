import type { Network } from '@keyport/connect'
import { stackUrls } from './stackUrls'

const rpc = (chainId: number) =>
  `${stackUrls.api}/v1/?chainId=${chainId}&projectId=${stackUrls.projectId}`
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/**
 * The networks this app supports, the first being the default, read through the data API's RPC
 * endpoint. On the local stack they are its two local chains with these ids.
 */
export const networks: readonly [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(1)] } },
  },
  {
    id: 8453,
    caipNetworkId: 'eip155:8453',
    chainNamespace: 'eip155',
    name: 'Base',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(8453)] } },
  },
]
