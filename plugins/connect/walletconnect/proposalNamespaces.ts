import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'

/** The EIP-155 methods the modal asks a wallet for (the one-click auth's ReCap grants them too). */
export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVM_EVENTS = ['chainChanged', 'accountsChanged']

/** The Solana RPC methods of WalletConnect's Solana reference that the modal sends (spec section 7). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
// WalletConnect's Solana reference defines no session events: a wallet reports a new Solana
// account with a session update, which `followSession` reads.
const SOLANA_EVENTS: string[] = []

type ProposalNamespace = { chains: string[]; methods: string[]; events: string[] }

/**
 * The optional namespaces of a session proposal: `eip155` with the app's EVM chains and, when the
 * app configures Solana networks, `solana` with their CAIP-2 ids and the Solana methods. An
 * EVM-only app's proposal has the `eip155` namespace alone, a Solana-only app's `solana` alone.
 *
 * @example
 * proposalNamespaces([mainnet], [solanaMainnet]).solana?.chains // ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
 */
export function proposalNamespaces(
  networks: readonly Network[],
  solanaNetworks: readonly SolanaNetwork[] = [],
): Record<string, ProposalNamespace> {
  // sign-client refuses a namespace without chains: a Solana-only app asks for solana alone.
  const namespaces: Record<string, ProposalNamespace> = {}
  if (networks.length > 0)
    namespaces.eip155 = {
      chains: networks.map((network) => `eip155:${network.id}`),
      methods: EVM_METHODS,
      events: EVM_EVENTS,
    }
  if (solanaNetworks.length > 0)
    namespaces.solana = {
      chains: solanaNetworks.map((network) => network.caipNetworkId),
      methods: [...SOLANA_METHODS],
      events: SOLANA_EVENTS,
    }
  return namespaces
}
