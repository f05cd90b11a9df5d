import { useObservable, useService } from '@keyport/kernel/react'
import { connectorsToken } from '../tokens.ts'
import { useConnectionState } from './useConnection.ts'

const noConnectors: readonly never[] = []

export type WalletInfo = { id: string; name: string; icon?: string; rdns?: string }

/**
 * The connected wallet's name and icon.
 *
 * @example
 * const { walletInfo } = useWalletInfo() // { name: 'Keyport Test Wallet', icon: 'data:…' }
 */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const state = useConnectionState()
  const registry = useService(connectorsToken)
  // The server found no wallet: the browser's found at start show right after hydration.
  const connectors = useObservable(
    registry.connectors$,
    () => registry.connectors,
    () => noConnectors,
  )
  const connector =
    state.status === 'connected' ? connectors.find((c) => c.id === state.connectorId) : undefined
  if (!connector) return { walletInfo: undefined }
  return {
    walletInfo: {
      id: connector.id,
      name: connector.name,
      icon: connector.icon,
      rdns: connector.rdns,
    },
  }
}
