import { useKernel, useService } from '@keyport/kernel/react'
import { useCallback } from 'react'
import type { Network } from '../connectors/networks.ts'
import { connectSettingsToken } from './connectOptionsToken.ts'
import { useConnectionState } from './useConnection.ts'

export type UseNetworkReturnType = {
  chainId: number | undefined
  /** The app's network the wallet is on; undefined when disconnected or unsupported. */
  network: Network | undefined
  networks: readonly Network[]
  /** False when the connected wallet sits on a chain the app does not support. */
  supported: boolean
  /** Opens the SwitchNetwork view, which asks the wallet to switch. */
  switchNetwork(chainId: number): void
}

/**
 * The current network and the app's networks.
 *
 * @example
 * const { network, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const state = useConnectionState()
  const { networks } = useService(connectSettingsToken)
  const { modal } = useKernel()
  const switchNetwork = useCallback(
    (chainId: number) => modal.open({ view: 'SwitchNetwork', params: { chainId } }),
    [modal],
  )
  const connected = state.status === 'connected'
  return {
    chainId: connected ? state.chainId : undefined,
    network: connected ? networks.find((n) => n.id === state.chainId) : undefined,
    networks,
    supported: !connected || state.chainSupported,
    switchNetwork,
  }
}
