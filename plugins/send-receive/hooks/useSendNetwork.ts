import { type Network, type SolanaNetwork, useNetwork } from '@keyport/connect'

/**
 * The network a send goes out on: the connected eip155 network, or the Solana network of a
 * connected Solana account; undefined while disconnected or on an unsupported chain.
 *
 * @example
 * const network = useSendNetwork() // network?.chainNamespace === 'solana'
 */
export function useSendNetwork(): Network | SolanaNetwork | undefined {
  const { network, solanaNetwork } = useNetwork()
  return solanaNetwork ?? network
}
