import { useKernel, useObservable, useT } from '@keyport/kernel/react'
import { useEffect, useId } from 'react'
import { BehaviorSubject } from 'rxjs'
import type { AccountKind, AccountTypeControl } from '../connectors/types.ts'

/** What the last switch or undelegation came to: a refusal, or a removed delegation. */
type Outcome = { busy: boolean; problem?: string; undelegated?: boolean }

// Kept per wallet, outside the view: the wallet's card replaces the Account view while it is
// open (ApproveTransaction), and the Account view that comes back must still say the outcome.
const outcomes = new WeakMap<AccountTypeControl, BehaviorSubject<Outcome>>()
function outcomeOf(control: AccountTypeControl) {
  let outcome = outcomes.get(control)
  if (!outcome) {
    outcome = new BehaviorSubject<Outcome>({ busy: false })
    outcomes.set(control, outcome)
  }
  return outcome
}

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
  const outcome$ = outcomeOf(control)
  const { busy, problem, undelegated } = useObservable(outcome$, () => outcome$.value)
  const setProblem = (text: string) => outcome$.next({ busy: false, problem: text })
  const upgradeHint = useId()
  // An operation since the last look may have delegated the EOA (or deployed the smart account).
  useEffect(() => {
    control.refresh?.().catch(() => undefined)
  }, [control])
  const others = ORDER.filter((type) => type !== state.type && state.available.includes(type))
  const run = async (action: () => Promise<void>, onError: (error: unknown) => void) => {
    outcome$.next({ busy: true })
    try {
      await action()
      outcome$.next({ busy: false })
      return true
    } catch (error) {
      outcome$.next({ busy: false })
      onError(error)
      return false
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
    if (done) outcome$.next({ busy: false, undelegated: true })
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
