import { useFlag } from '@keyport/kernel/react'
import { useMemo } from 'react'
import type { Connector } from '../connectors/types.ts'
import {
  type ConnectorListEntry,
  connectorList,
  type ListWallet,
  type WalletListOptions,
} from '../services/connectorList.ts'
import { isMobileBrowser } from '../services/isMobileBrowser.ts'
import type { RecentWallet } from '../services/recentWallets.ts'

export type ConnectorSectionsParameters = {
  connectors: readonly Connector[]
  recent: readonly RecentWallet[]
  wallets: readonly ListWallet[]
  /** Registry wallets to suggest (`loadRegistryWallets`). @default [] */
  recommended?: readonly ListWallet[]
  options: WalletListOptions
  connectedConnectorId?: string
}

/** The Connect view's rows by the spec's list rules (`connectorList`), in `connectorTypeOrder`. */
export function useConnectorSections({
  connectors,
  recent,
  wallets,
  recommended,
  options,
  connectedConnectorId,
}: ConnectorSectionsParameters): ConnectorListEntry[] {
  const order = useFlag('connectorTypeOrder')
  return useMemo(
    () =>
      connectorList({
        connectors,
        recent,
        wallets,
        recommended,
        options,
        order,
        connectedConnectorId,
        desktop: !isMobileBrowser(),
      }).entries,
    [connectors, recent, wallets, recommended, options, order, connectedConnectorId],
  )
}
