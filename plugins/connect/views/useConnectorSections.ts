import type { ConnectorTypeOrderEntry } from '@keyport/kernel'
import { useFlag } from '@keyport/kernel/react'
import { useMemo } from 'react'
import type { Connector } from '../connectors/types.ts'
import type { RecentWallet } from '../services/recentWallets.ts'

export type ConnectorEntry = { connector: Connector; tag?: 'recent' | 'installed' }

const sectionOf = (connector: Connector): ConnectorTypeOrderEntry | undefined => {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'ANNOUNCED':
    case 'INJECTED':
    case 'MULTI_CHAIN':
      return 'injected'
    case 'EXTERNAL':
      return 'external'
    default:
      // AUTH belongs to the email-social plugin's part of the Connect view.
      return undefined
  }
}

/**
 * The wallet rows of the Connect view: connectors grouped by `connectorTypeOrder`, recent first
 * where the order says so, de-duplicated by id with the first occurrence winning.
 */
export function useConnectorSections(
  connectors: readonly Connector[],
  recent: readonly RecentWallet[] = [],
): ConnectorEntry[] {
  const order = useFlag('connectorTypeOrder')
  return useMemo(() => {
    const seen = new Set<string>()
    const entries: ConnectorEntry[] = []
    const add = (connector: Connector, tag?: ConnectorEntry['tag']) => {
      if (seen.has(connector.id)) return
      seen.add(connector.id)
      entries.push({ connector, tag })
    }
    for (const section of order) {
      if (section === 'recent') {
        for (const wallet of recent) {
          const connector = connectors.find(
            (c) => c.id === wallet.id || (wallet.rdns !== undefined && c.rdns === wallet.rdns),
          )
          if (connector) add(connector, 'recent')
        }
        continue
      }
      for (const connector of connectors)
        if (sectionOf(connector) === section)
          add(connector, section === 'injected' ? 'installed' : undefined)
    }
    return entries
  }, [connectors, recent, order])
}
