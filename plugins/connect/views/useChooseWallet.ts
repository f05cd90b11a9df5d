import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useCallback } from 'react'
import { connectorsToken } from '../tokens.ts'

/**
 * Starts connecting to a listed wallet: its own connector, or an installed one with the same id
 * or rdns; a wallet that is not installed says so (WalletConnect pairing comes with Order 5).
 */
export function useChooseWallet() {
  const t = useT()
  const { router, toast } = useKernel()
  const registry = useService(connectorsToken)
  const connectors = useObservable(registry.connectors$, () => registry.connectors)
  return useCallback(
    (wallet: { id: string; name: string; rdns?: string; connectorId?: string }) => {
      const connector = connectors.find(
        (c) =>
          c.id === (wallet.connectorId ?? wallet.id) ||
          (wallet.rdns !== undefined && c.rdns === wallet.rdns),
      )
      if (connector) router.push('ConnectingExternal', { connectorId: connector.id })
      else toast.showError(t('allWallets.notInstalled', { wallet: wallet.name }))
    },
    [connectors, router, toast, t],
  )
}
