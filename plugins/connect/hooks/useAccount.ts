import { useConnectionState } from './useConnection.ts'

export type UseAccountReturnType = {
  address: `0x${string}` | undefined
  /** CAIP-10, e.g. 'eip155:1:0x…'. */
  caipAddress: `eip155:${number}:0x${string}` | undefined
  allAccounts: readonly `0x${string}`[]
  isConnected: boolean
  status: 'disconnected' | 'connecting' | 'connected'
}

/**
 * The connected account.
 *
 * @example
 * const { address, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const state = useConnectionState()
  const connected = state.status === 'connected' && state.address !== undefined
  return {
    address: connected ? state.address : undefined,
    caipAddress:
      connected && state.chainId !== undefined
        ? `eip155:${state.chainId}:${state.address as `0x${string}`}`
        : undefined,
    allAccounts: connected ? state.accounts : [],
    isConnected: connected,
    status: state.status,
  }
}
