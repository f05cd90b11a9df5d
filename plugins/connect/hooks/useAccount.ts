import type { ChainNamespace } from '../connectors/types.ts'
import { useConnectionState } from './useConnection.ts'

export type UseAccountReturnType = {
  /** The EVM address; undefined while a Solana account is connected (see `caipAddress`). */
  address: `0x${string}` | undefined
  /** CAIP-10, e.g. 'eip155:1:0x…' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:<base58>'. */
  caipAddress: `eip155:${number}:0x${string}` | `solana:${string}:${string}` | undefined
  /** The connected account's namespace. */
  namespace: ChainNamespace | undefined
  allAccounts: readonly `0x${string}`[]
  isConnected: boolean
  status: 'disconnected' | 'connecting' | 'connected'
}

/**
 * The connected account, EVM or Solana.
 *
 * @example
 * const { caipAddress, namespace, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const state = useConnectionState()
  const solana =
    state.status === 'connected' && state.namespace === 'solana' && state.caipAddress
      ? (state.caipAddress as `solana:${string}:${string}`)
      : undefined
  const connected = state.status === 'connected' && state.address !== undefined
  return {
    address: connected ? state.address : undefined,
    caipAddress: solana
      ? solana
      : connected && state.chainId !== undefined
        ? `eip155:${state.chainId}:${state.address as `0x${string}`}`
        : undefined,
    namespace: solana ? 'solana' : connected ? 'eip155' : undefined,
    allAccounts: connected ? state.accounts : [],
    isConnected: connected || solana !== undefined,
    status: state.status,
  }
}
