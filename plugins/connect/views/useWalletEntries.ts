import { storageToken } from '@keyport/kernel'
import { useObservable, useService } from '@keyport/kernel/react'
import { useEffect, useMemo, useState } from 'react'
import { connectSettingsToken } from '../hooks/connectOptionsToken.ts'
import { useConnectionState } from '../hooks/useConnection.ts'
import type { ConnectorListEntry } from '../services/connectorList.ts'
import {
  type LoadRegistryWalletsReturnType,
  loadRegistryWallets,
} from '../services/loadRegistryWallets.ts'
import { createRecentWallets } from '../services/recentWallets.ts'
import { connectorsToken, walletRegistryToken } from '../tokens.ts'
import { useConnectorSections } from './useConnectorSections.ts'

const none: LoadRegistryWalletsReturnType = { wallets: [], recommended: [] }

export type UseWalletEntriesParameters = {
  /** Ask the registry for featured, recent and recommended wallets (once, on mount). */
  registry: boolean
}

/**
 * The wallet rows of the Connect and ConnectWallets views: installed connectors at once, and
 * the registry's featured, recent and recommended wallets as they arrive (`loadRegistryWallets`;
 * recommended only when the app configured WalletConnect, through which they connect).
 */
export function useWalletEntries({ registry }: UseWalletEntriesParameters): ConnectorListEntry[] {
  const connectorRegistry = useService(connectorsToken)
  const connectors = useObservable(
    connectorRegistry.connectors$,
    () => connectorRegistry.connectors,
  )
  const storage = useService(storageToken)
  const { walletOptions, walletConnect = false } = useService(connectSettingsToken)
  const walletRegistry = useService(walletRegistryToken)
  const { connectorId } = useConnectionState()
  const recent = useMemo(() => createRecentWallets(storage).list(), [storage])
  const [found, setFound] = useState(none)
  useEffect(() => {
    if (!registry) return
    let live = true
    void loadRegistryWallets({
      registry: walletRegistry,
      options: walletOptions,
      recent,
      recommended: walletConnect,
    }).then((loaded) => live && setFound(loaded))
    return () => {
      live = false
    }
  }, [registry, walletRegistry, walletOptions, recent, walletConnect])
  return useConnectorSections({
    connectors,
    recent,
    wallets: found.wallets,
    recommended: found.recommended,
    options: walletOptions,
    connectedConnectorId: connectorId,
  })
}
