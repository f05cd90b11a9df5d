import { optionsToken } from '@keyport/kernel'
import { WalletGlyph } from '@keyport/kernel/icons'
import { useFlag, useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { Fragment } from 'react'
import type { ConnectMethodSection } from '../services/ConnectMethodSections.ts'
import { connectMethodsOrder } from '../services/connectMethodsOrder.ts'
import type { ConnectorListEntry } from '../services/connectorList.ts'
import { connectMethodSectionsToken } from '../tokens.ts'
import { ConnectMethodSectionView } from './ConnectMethodSectionView.tsx'
import { LegalCheckbox } from './LegalCheckbox.tsx'
import { LegalText } from './LegalText.tsx'
import { ListButton } from './ListButton.tsx'
import { useLegalTerms } from './useLegalTerms.ts'
import { useWalletEntries } from './useWalletEntries.ts'
import { WalletList } from './WalletList.tsx'

/**
 * The connect plugin's Connect view: the wallet list by the spec's rules (recent, installed,
 * featured, custom, external, recommended… in `connectorTypeOrder`), then 'All Wallets'; the
 * email and social sections other plugins add (`connectMethodSectionsToken`), all in
 * `connectMethodsOrder`. With `collapseWallets`, or `emailShowWallets` off while email or social
 * login is shown, the wallets sit behind one 'Continue with a wallet' entry (ConnectWallets).
 * Under them the app's terms line; with the `legalCheckbox` flag, a box above them that must be
 * ticked first (a disabled fieldset turns off every wallet, email and social control until then).
 * An "or" divider separates email and social login from the wallets.
 */
export default function ConnectView() {
  const t = useT()
  const { router } = useKernel()
  const { methods, loginShown } = useConnectMethods()
  const collapseWallets = useFlag('collapseWallets')
  const emailShowWallets = useFlag('emailShowWallets')
  const collapsed = collapseWallets || (!emailShowWallets && loginShown)
  // Collapsed, the registry is asked when the wallets view opens, not here.
  const entries = useWalletEntries({ registry: !collapsed })
  const legal = useLegalTerms()
  return (
    <div className="kp-stack">
      {legal.checkbox ? <LegalCheckbox links={legal.links} /> : null}
      <fieldset className="kp-stack kp-fieldset" disabled={legal.locked}>
        {methods(entries).map(({ method, sections, divided }) => (
          <Fragment key={method}>
            {divided ? <p className="kp-connect-divider">{t('connect.or')}</p> : null}
            {method !== 'wallet' ? (
              sections.map((section) => (
                <ConnectMethodSectionView key={section.id} section={section} />
              ))
            ) : collapsed ? (
              <ListButton
                name={t('connect.continueWithWallet')}
                iconNode={<WalletGlyph size={20} />}
                chevron
                onClick={() => router.push('ConnectWallets')}
              />
            ) : (
              <div className="kp-stack">
                <WalletList entries={entries} />
              </div>
            )}
          </Fragment>
        ))}
      </fieldset>
      {!legal.checkbox && (legal.links.terms || legal.links.privacy) ? (
        <p className="kp-text kp-text--muted kp-legal">
          <LegalText message="legal.footer" links={legal.links} />
        </p>
      ) : null}
    </div>
  )
}

/**
 * The methods in `connectMethodsOrder` (spec section 2), each with its contributed sections, and
 * whether an email or social login is shown (what `emailShowWallets` is about).
 */
function useConnectMethods() {
  const sectionsService = useService(connectMethodSectionsToken)
  const sections = useObservable(sectionsService.sections$, () => sectionsService.sections)
  const override = useService(optionsToken).features?.connectMethodsOrder
  const email = useFlag('email')
  const socials = useFlag('socials')
  const disabled = { email: !email, social: !socials || socials.length === 0 }
  const loginShown = sections.some((s) => !disabled[s.method])
  const methods = (entries: readonly ConnectorListEntry[]) => {
    const walletShown = entries.some(
      (e) => e.section === 'injected' || (e.section === 'recent' && e.connector !== undefined),
    )
    const shown = connectMethodsOrder({ override, walletShown, disabled })
      .map((method) => ({
        method,
        sections: sections.filter((s: ConnectMethodSection) => s.method === method),
      }))
      .filter(({ method, sections }) => method === 'wallet' || sections.length > 0)
    // An "or" divider where the list turns from email or social to wallets, or back.
    return shown.map((item, index) => ({
      ...item,
      divided: index > 0 && (item.method === 'wallet') !== (shown[index - 1]!.method === 'wallet'),
    }))
  }
  return { methods, loginShown }
}
