import { createManualClock } from '@keyport/kernel'
import type { Network } from '../../connectors/networks.ts'
import { solanaMainnet } from '../../connectors/solanaNetworks.ts'
import {
  type CreateWalletConnectConnectorParameters,
  createWalletConnectConnector,
} from '../createWalletConnectConnector.ts'
import { createWalletConnectSolana } from '../solana/createWalletConnectSolana.ts'
import { createFakeSignClient } from './fakeSignClient.ts'

export const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
export const solanaCaip = `${solanaMainnet.caipNetworkId}:${solanaAddress}`
export const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/**
 * A WalletConnect connector over the fake sign client, with the Solana side when `solana` (the
 * default): what a Solana app's `addWalletConnect` makes. Settle pairings with `fake.approve`.
 */
export function setupSolanaConnector({
  solana = true,
  authenticators,
}: Pick<CreateWalletConnectConnectorParameters, 'authenticators'> & { solana?: boolean } = {}) {
  const clock = createManualClock(0)
  const fake = createFakeSignClient()
  const connector = createWalletConnectConnector({
    relayUrl: 'ws://127.0.0.1:4001',
    projectId: 'keyport-dev',
    metadata: { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [mainnet],
    clock,
    reusePendingPairing: false,
    loadClient: async () => fake.client,
    solana: solana ? { networks: [solanaMainnet], create: createWalletConnectSolana } : undefined,
    authenticators,
  })
  // The view watches the pairing while it shows the QR code.
  connector.pairing$.subscribe(() => {})
  return { clock, fake, connector }
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
