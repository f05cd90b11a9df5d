import { storageToken } from '@keyport/kernel'
import { useFlag, useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useMemo } from 'react'
import { createRecentWallets } from '../services/recentWallets.ts'
import { connectorsToken } from '../tokens.ts'
import { ListButton } from './ListButton.tsx'
import { useConnectorSections } from './useConnectorSections.ts'

/** The connect plugin's Connect view: the wallets in spec order, then 'All Wallets'. */
export default function ConnectView() {
  const t = useT()
  const { router } = useKernel()
  const registry = useService(connectorsToken)
  const connectors = useObservable(registry.connectors$, () => registry.connectors)
  const allWallets = useFlag('allWallets')
  const storage = useService(storageToken)
  const recent = useMemo(() => createRecentWallets(storage).list(), [storage])
  const entries = useConnectorSections(connectors, recent)
  return (
    <div className="kp-stack">
      {entries.length > 0 ? (
        <ul className="kp-stack" aria-label={t('connect.wallets')} style={listStyle}>
          {entries.map((entry) => (
            <li key={entry.connector.id}>
              <ListButton
                name={entry.connector.name}
                icon={entry.connector.icon}
                tag={entry.tag ? t(`connect.tag.${entry.tag}`) : undefined}
                onClick={() =>
                  router.push('ConnectingExternal', { connectorId: entry.connector.id })
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="kp-text kp-text--muted">{t('connect.noWallets')}</p>
      )}
      {allWallets ? (
        <ListButton name={t('connect.allWallets')} onClick={() => router.push('AllWallets')} />
      ) : null}
    </div>
  )
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, gap: 8 }
