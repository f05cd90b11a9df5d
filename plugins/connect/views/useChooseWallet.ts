import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useCallback } from 'react'
import { connectorsToken } from '../tokens.ts'
import { isWalletConnectConnector } from '../walletconnect/isWalletConnectConnector.ts'

/**
 * Starts connecting to a listed wallet: WalletConnect's pairing view for the WalletConnect entry,
 * its own connector, or an installed one with the same id or rdns. A wallet that is not installed
 * pairs through WalletConnect (with its deep link) when a relay is configured, else says so.
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
      if (isWalletConnectConnector(connector)) router.push('ConnectingWalletConnect', undefined)
      else if (connector) router.push('ConnectingExternal', { connectorId: connector.id })
      else if (connectors.some(isWalletConnectConnector))
        router.push('ConnectingWalletConnect', { walletId: wallet.id })
      else toast.showError(t('allWallets.notInstalled', { wallet: wallet.name }))
    },
    [connectors, router, toast, t],
  )
}
