import { GridIcon } from '@keyport/kernel/icons'
import { useFlag, useKernel, useT } from '@keyport/kernel/react'
import type { ConnectorListEntry } from '../services/connectorList.ts'
import { isInjectedConnector } from '../services/inAppWalletBrowser.ts'
import { isMobileBrowser } from '../services/isMobileBrowser.ts'
import type { ListButtonProps } from './ListButton.tsx'
import { ListButton } from './ListButton.tsx'
import { useChooseWallet } from './useChooseWallet.ts'
import { formatWalletCount, useRegistryCount } from './useRegistryCount.ts'
import { useWalletDeepLink } from './useWalletDeepLink.ts'

type Badge = { message: string; tone: NonNullable<ListButtonProps['tagTone']> }

/** The badge of each list section that has one. */
const badges: Partial<Record<ConnectorListEntry['section'], Badge>> = {
  recent: { message: 'connect.tag.recent', tone: 'plain' },
  injected: { message: 'connect.tag.installed', tone: 'installed' },
  walletConnect: { message: 'connect.tag.qrCode', tone: 'qr' },
}

/**
 * The wallet rows (`useWalletEntries`), each with its badge (Installed, Recent, QR code) and
 * opening its connection, then 'All Wallets' with the registry's wallet count. On a phone a
 * registry wallet with a deep link is a link carrying the ready pairing URI (`useWalletDeepLink`);
 * in a wallet's in-app browser (`connectorList`'s `inAppBrowser`: the rows are its injected
 * wallets) 'All Wallets' is not offered.
 */
export function WalletList({ entries }: { entries: readonly ConnectorListEntry[] }) {
  const t = useT()
  const choose = useChooseWallet()
  const deepLink = useWalletDeepLink()
  const inAppBrowser =
    isMobileBrowser() && entries.some((entry) => isInjectedConnector(entry.connector))
  return (
    <>
      {entries.length > 0 ? (
        <ul className="kp-connect-list" aria-label={t('connect.wallets')}>
          {entries.map((entry) => {
            const badge = badges[entry.section]
            const link = entry.wallet ? deepLink(entry.wallet) : undefined
            return (
              <li key={entry.id}>
                <ListButton
                  name={entry.name}
                  icon={entry.icon}
                  disabled={entry.disabled}
                  tag={badge ? t(badge.message) : undefined}
                  tagTone={badge?.tone}
                  chevron
                  href={link?.href}
                  onClick={
                    link?.onClick ?? (() => choose({ ...entry, connectorId: entry.connector?.id }))
                  }
                />
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="kp-text kp-text--muted">{t('connect.noWallets')}</p>
      )}
      {inAppBrowser ? null : <AllWalletsRow />}
    </>
  )
}

/** 'All Wallets' with the grid glyph and how many wallets the registry lists (flag `allWallets`). */
function AllWalletsRow() {
  const t = useT()
  const { router } = useKernel()
  const shown = useFlag('allWallets')
  const count = useRegistryCount(shown)
  if (!shown) return null
  return (
    <ListButton
      name={t('connect.allWallets')}
      iconNode={<GridIcon size={20} />}
      tag={count ? formatWalletCount(count) : undefined}
      chevron
      onClick={() => router.push('AllWallets')}
    />
  )
}
