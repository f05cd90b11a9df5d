import { optionsToken } from '@keyport/kernel'
import { useKernel, useService } from '@keyport/kernel/react'
import { useCallback } from 'react'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import { connectSettingsToken } from './connectOptionsToken.ts'
import { useConnectionState } from './useConnection.ts'

export type UseNetworkReturnType = {
  chainId: number | undefined
  /** The app's network the wallet is on; undefined when disconnected or unsupported. */
  network: Network | undefined
  networks: readonly Network[]
  /** The app's Solana networks (an empty list for an EVM-only app). */
  solanaNetworks: readonly SolanaNetwork[]
  /** The Solana network of a connected Solana account. */
  solanaNetwork: SolanaNetwork | undefined
  /** False when the connected wallet sits on a chain the app does not support. */
  supported: boolean
  /**
   * False when the app set `enableNetworkSwitch: false`: the modal shows the network but offers
   * no switch (`switchNetwork` still works for the app's own code).
   */
  switchable: boolean
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
  const { networks, solanaNetworks = [] } = useService(connectSettingsToken)
  const { modal } = useKernel()
  const { enableNetworkSwitch = true } = useService(optionsToken)
  const switchNetwork = useCallback(
    (chainId: number) => modal.open({ view: 'SwitchNetwork', params: { chainId } }),
    [modal],
  )
  const connected = state.status === 'connected'
  return {
    chainId: connected ? state.chainId : undefined,
    network: connected ? networks.find((n) => n.id === state.chainId) : undefined,
    networks,
    solanaNetworks,
    solanaNetwork:
      connected && state.namespace === 'solana'
        ? solanaNetworks.find((n) => n.caipNetworkId === state.caipNetworkId)
        : undefined,
    supported: !connected || state.chainSupported,
    switchable: enableNetworkSwitch,
    switchNetwork,
  }
}
