import { LegalCheckbox } from './LegalCheckbox.tsx'
import { useLegalTerms } from './useLegalTerms.ts'
import { useWalletEntries } from './useWalletEntries.ts'
import { WalletList } from './WalletList.tsx'

/**
 * The wallet list on its own view, behind Connect's 'Continue with a wallet' entry (the
 * `collapseWallets` flag, or `emailShowWallets` off while email or social login is shown). The
 * `legalCheckbox` gate holds here too, for a host that opens this view directly.
 */
export default function ConnectWalletsView() {
  const entries = useWalletEntries({ registry: true })
  const legal = useLegalTerms()
  return (
    <div className="kp-stack">
      {legal.checkbox ? <LegalCheckbox links={legal.links} /> : null}
      <fieldset className="kp-stack kp-fieldset" disabled={legal.locked}>
        <WalletList entries={entries} />
      </fieldset>
    </div>
  )
}
