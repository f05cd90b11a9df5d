import type { Network } from '@keyport/connect'
import { stackUrls } from './stackUrls'

const rpc = (id: number) => `${stackUrls.api}/v1/?chainId=${id}&projectId=keyport-dev`
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
// Anvil mines a block per transaction; a second is what the UI should expect for a confirmation.
const local = {
  blockTime: 1,
  // The chains carry EntryPoint v0.8 at its canonical address (README, "What npm start runs").
  contracts: { entryPoint: { address: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' } },
} as const

/** The local stack's two chains, served through the data API's RPC endpoint. */
export const localNetworks: readonly [Network, ...Network[]] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum (local)',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(1)] } },
    ...local,
    testnet: true,
  },
  {
    id: 8453,
    caipNetworkId: 'eip155:8453',
    chainNamespace: 'eip155',
    name: 'Base (local)',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc(8453)] } },
    ...local,
    testnet: true,
  },
]
