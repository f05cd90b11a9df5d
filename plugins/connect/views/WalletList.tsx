import { useFlag, useKernel, useT } from '@keyport/kernel/react'
import type { ConnectorListEntry } from '../services/connectorList.ts'
import { ListButton } from './ListButton.tsx'
import { useChooseWallet } from './useChooseWallet.ts'

const tags = { recent: 'connect.tag.recent', injected: 'connect.tag.installed' } as const

const listStyle = { listStyle: 'none', margin: 0, padding: 0, gap: 8 }

/** The wallet rows (`useWalletEntries`), each opening its connection, then 'All Wallets'. */
export function WalletList({ entries }: { entries: readonly ConnectorListEntry[] }) {
  const t = useT()
  const { router } = useKernel()
  const allWallets = useFlag('allWallets')
  const choose = useChooseWallet()
  return (
    <>
      {entries.length > 0 ? (
        <ul className="kp-stack" aria-label={t('connect.wallets')} style={listStyle}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <ListButton
                name={entry.name}
                icon={entry.icon}
                disabled={entry.disabled}
                tag={
                  entry.section in tags ? t(tags[entry.section as keyof typeof tags]) : undefined
                }
                onClick={() => choose({ ...entry, connectorId: entry.connector?.id })}
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
    </>
  )
}
