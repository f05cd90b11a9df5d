import { optionsToken, storageToken } from '@keyport/kernel'
import { useFlag, useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useEffect, useMemo, useState } from 'react'
import { connectSettingsToken } from '../hooks/connectOptionsToken.ts'
import { useConnectionState } from '../hooks/useConnection.ts'
import { connectMethodsOrder } from '../services/connectMethodsOrder.ts'
import type { ListWallet } from '../services/connectorList.ts'
import { createRecentWallets } from '../services/recentWallets.ts'
import { connectMethodSectionsToken, connectorsToken, walletRegistryToken } from '../tokens.ts'
import { ConnectMethodSectionView } from './ConnectMethodSectionView.tsx'
import { LegalCheckbox } from './LegalCheckbox.tsx'
import { LegalText } from './LegalText.tsx'
import { ListButton } from './ListButton.tsx'
import { useChooseWallet } from './useChooseWallet.ts'
import { useConnectorSections } from './useConnectorSections.ts'
import { useLegalTerms } from './useLegalTerms.ts'

const tags = { recent: 'connect.tag.recent', injected: 'connect.tag.installed' } as const

/**
 * The connect plugin's Connect view: the wallet list by the spec's rules (recent, installed,
 * featured, custom, external… in `connectorTypeOrder`), then 'All Wallets'; the email and social
 * sections other plugins add (`connectMethodSectionsToken`), all in `connectMethodsOrder`. Under
 * them the app's terms line; with the `legalCheckbox` flag, a box above them that must be ticked
 * first (a disabled fieldset turns off every wallet, email and social control until then).
 */
export default function ConnectView() {
  const t = useT()
  const { router } = useKernel()
  const registry = useService(connectorsToken)
  const connectors = useObservable(registry.connectors$, () => registry.connectors)
  const storage = useService(storageToken)
  const { walletOptions } = useService(connectSettingsToken)
  const walletRegistry = useService(walletRegistryToken)
  const { connectorId } = useConnectionState()
  const allWallets = useFlag('allWallets')
  const choose = useChooseWallet()
  const recent = useMemo(() => createRecentWallets(storage).list(), [storage])
  const [wallets, setWallets] = useState<readonly ListWallet[]>([])
  // Featured wallets are registry ids: look them up once, only when the host named some.
  const featured = walletOptions.featuredWalletIds?.length ?? 0
  useEffect(() => {
    if (featured === 0) return
    let live = true
    walletRegistry.list({ entries: 100 }).then(
      (page) => live && setWallets(page.wallets),
      () => {},
    )
    return () => {
      live = false
    }
  }, [walletRegistry, featured])
  const entries = useConnectorSections({
    connectors,
    recent,
    wallets,
    options: walletOptions,
    connectedConnectorId: connectorId,
  })
  const methods = useConnectMethods(entries)
  const legal = useLegalTerms()
  const walletList = (
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
  return (
    <div className="kp-stack">
      {legal.checkbox ? <LegalCheckbox links={legal.links} /> : null}
      <fieldset className="kp-stack kp-fieldset" disabled={legal.locked}>
        {methods.map(({ method, sections }) =>
          method === 'wallet' ? (
            <div key="wallet" className="kp-stack">
              {walletList}
            </div>
          ) : (
            sections.map((section) => (
              <ConnectMethodSectionView key={section.id} section={section} />
            ))
          ),
        )}
      </fieldset>
      {!legal.checkbox && (legal.links.terms || legal.links.privacy) ? (
        <p className="kp-text kp-text--muted kp-legal">
          <LegalText message="legal.footer" links={legal.links} />
        </p>
      ) : null}
    </div>
  )
}

// The methods in `connectMethodsOrder` (spec section 2), each with its contributed sections.
function useConnectMethods(entries: readonly { section: string; connector?: unknown }[]) {
  const sectionsService = useService(connectMethodSectionsToken)
  const sections = useObservable(sectionsService.sections$, () => sectionsService.sections)
  const override = useService(optionsToken).features?.connectMethodsOrder
  const email = useFlag('email')
  const socials = useFlag('socials')
  const walletShown = entries.some(
    (e) => e.section === 'injected' || (e.section === 'recent' && e.connector !== undefined),
  )
  return connectMethodsOrder({
    override,
    walletShown,
    disabled: { email: !email, social: !socials || socials.length === 0 },
  }).map((method) => ({ method, sections: sections.filter((s) => s.method === method) }))
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0, gap: 8 }
