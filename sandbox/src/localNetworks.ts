import type { Network } from '@keyport/connect'
import { stackUrls } from './stackUrls'

const rpc = (id: number) => `${stackUrls.api}/v1/?chainId=${id}&projectId=keyport-dev`
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The local stack's two chains, served through the data API's RPC endpoint. */
export const localNetworks: readonly [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum (local)',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(1)] } },
    testnet: true,
  },
  {
    id: 8453,
    caipNetworkId: 'eip155:8453',
    chainNamespace: 'eip155',
    name: 'Base (local)',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(8453)] } },
    testnet: true,
  },
]
