import { useKernel, useObservable, useT } from '@keyport/kernel/react'
import { useState } from 'react'
import type { AccountTypeControl } from '../connectors/types.ts'

/**
 * The Account view's account type (spec section 3: eip155 smartAccount) and the switch between
 * the EOA and the smart account, for wallets that offer both (the embedded wallet).
 */
export function AccountTypeSwitch({ control }: { control: AccountTypeControl }) {
  const t = useT()
  const { toast } = useKernel()
  const state = useObservable(control.state$, () => control.state)
  const [busy, setBusy] = useState(false)
  const other = state.type === 'eoa' ? 'smartAccount' : 'eoa'
  const switchType = async () => {
    setBusy(true)
    try {
      await control.switchTo(other)
    } catch {
      // Spec section 4: the preferred type falls back to eoa; the toast of section 8 says why.
      toast.showError(t('account.smartAccountUnsupported'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="kp-account-type">
      <p className="kp-text" data-testid="account-type">
        {t('account.type', { type: t(`account.type.${state.type}`) })}
      </p>
      {state.type === 'smartAccount' && !state.smartAccountDeployed ? (
        <p className="kp-text kp-text--muted">{t('account.smartAccountNotDeployed')}</p>
      ) : null}
      {state.available.includes(other) ? (
        <button
          type="button"
          className="kp-button kp-button--secondary"
          disabled={busy}
          onClick={switchType}
        >
          {t(`account.switchTo.${other}`)}
        </button>
      ) : null}
    </div>
  )
}
