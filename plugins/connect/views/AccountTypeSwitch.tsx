import { useKernel, useObservable, useT } from '@keyport/kernel/react'
import { useId, useState } from 'react'
import type { AccountKind, AccountTypeControl } from '../connectors/types.ts'

const ORDER: readonly AccountKind[] = ['eoa', 'smartAccount', 'eip7702']

/** The wallet's own words for a refusal (the frame's `shortMessage`), else the error's message. */
const reasonOf = (error: unknown) =>
  (error as { shortMessage?: string }).shortMessage ?? (error as Error).message ?? ''

/**
 * The Account view's account type (spec section 3: eip155 smartAccount) and the switch between
 * the types the wallet offers: the EOA, the smart account, and the EOA upgraded in place with
 * EIP-7702 (same address, smart-account powers). While the EOA is delegated on this chain it
 * offers "Undelegate"; the wallet asks the user on its own card and any refusal is said here.
 */
export function AccountTypeSwitch({ control }: { control: AccountTypeControl }) {
  const t = useT()
  const { toast } = useKernel()
  const state = useObservable(control.state$, () => control.state)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [undelegated, setUndelegated] = useState(false)
  const upgradeHint = useId()
  const others = ORDER.filter((type) => type !== state.type && state.available.includes(type))
  const run = async (action: () => Promise<void>, onError: (error: unknown) => void) => {
    setBusy(true)
    setProblem(undefined)
    setUndelegated(false)
    try {
      await action()
      return true
    } catch (error) {
      onError(error)
      return false
    } finally {
      setBusy(false)
    }
  }
  const switchTo = (type: AccountKind) =>
    run(
      () => control.switchTo(type),
      (error) => {
        if (type === 'eip7702') {
          const reason = reasonOf(error)
          setProblem(
            reason === 'Signature declined'
              ? t('account.eip7702.declined')
              : t('account.eip7702.failed', { reason }),
          )
          return
        }
        // Spec section 4: the preferred type falls back to eoa; the toast of section 8 says why.
        toast.showError(t('account.smartAccountUnsupported'))
      },
    )
  const undelegate = async () => {
    const undelegateNow = control.undelegate?.bind(control)
    if (!undelegateNow) return
    const done = await run(undelegateNow, (error) => {
      const reason = reasonOf(error)
      setProblem(
        reason === 'Signature declined'
          ? t('account.undelegate.declined')
          : t('account.undelegate.failed', { reason }),
      )
    })
    if (done) setUndelegated(true)
  }
  const delegation = state.delegation
  return (
    <div className="kp-account-type" data-account-type={state.type}>
      <p className="kp-text" data-testid="account-type">
        {t('account.type', { type: t(`account.type.${state.type}`) })}
      </p>
      {state.type === 'eip7702' ? (
        <span className="kp-badge kp-badge--accent">{t('account.eip7702.badge')}</span>
      ) : null}
      {state.type === 'smartAccount' && !state.smartAccountDeployed ? (
        <p className="kp-text kp-text--muted">{t('account.smartAccountNotDeployed')}</p>
      ) : null}
      {state.type === 'eip7702' && delegation && !delegation.delegated ? (
        <p className="kp-text kp-text--muted">{t('account.eip7702.notDelegated')}</p>
      ) : null}
      {others.map((type) =>
        type === 'eip7702' ? (
          <div key={type} className="kp-stack">
            <button
              type="button"
              className="kp-button kp-button--secondary"
              disabled={busy}
              aria-describedby={upgradeHint}
              onClick={() => void switchTo(type)}
            >
              {t('account.switchTo.eip7702')}
            </button>
            <p id={upgradeHint} className="kp-text kp-text--muted kp-text--small">
              {t('account.eip7702.hint')}
            </p>
          </div>
        ) : (
          <button
            key={type}
            type="button"
            className="kp-button kp-button--secondary"
            disabled={busy}
            onClick={() => void switchTo(type)}
          >
            {t(`account.switchTo.${type}`)}
          </button>
        ),
      )}
      {delegation?.delegated && control.undelegate ? (
        <button
          type="button"
          className="kp-button kp-button--secondary"
          disabled={busy}
          onClick={() => void undelegate()}
        >
          {t('account.undelegate')}
        </button>
      ) : null}
      {problem ? (
        <p className="kp-text" role="alert">
          {problem}
        </p>
      ) : null}
      {/* Present while empty (out of the layout), so screen readers announce the success. */}
      <p className="kp-sr-only" role="status">
        {undelegated ? t('account.undelegate.done') : null}
      </p>
      {undelegated ? (
        <p className="kp-text" aria-hidden="true">
          {t('account.undelegate.done')}
        </p>
      ) : null}
    </div>
  )
}
