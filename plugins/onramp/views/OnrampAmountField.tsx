import { useKernel, useT } from '@keyport/kernel/react'
import { useId } from 'react'
import { useOnramp } from '../hooks/useOnramp.ts'
import { SelectButton } from './SelectButton.tsx'

/**
 * The amount to pay, with its visible label, the currency button, and under it the limits and,
 * once something is typed, the first problem, both tied to the field by `aria-describedby`.
 */
export function OnrampAmountField() {
  const t = useT()
  const { router, i18n } = useKernel()
  const { onramp, state } = useOnramp()
  const id = useId()
  const { check, limit } = state
  const money = (amount: string) =>
    i18n.formatNumber(Number(amount), { style: 'currency', currency: state.paymentCurrency })
  const showProblem = !check.ok && state.amount.trim() !== ''
  return (
    <div className="kp-field">
      <label htmlFor={id} className="kp-label">
        {t('onramp.amount')}
      </label>
      <div className="kp-onramp-row">
        <input
          id={id}
          className="kp-input kp-onramp-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="100"
          size={1}
          value={state.amount}
          title={state.amount || undefined}
          aria-invalid={showProblem || undefined}
          aria-describedby={showProblem ? `${id}-problem ${id}-limits` : `${id}-limits`}
          onChange={(event) => onramp.setAmount(event.target.value)}
        />
        <SelectButton
          text={state.paymentCurrency}
          label={t('onramp.fiat', { currency: state.paymentCurrency })}
          onClick={() => router.push('OnRampFiatSelect')}
        />
      </div>
      <p id={`${id}-limits`} className="kp-field-hint">
        {t('onramp.limits', { min: money(limit.min), max: money(limit.max) })}
      </p>
      {showProblem && !check.ok ? (
        <p id={`${id}-problem`} role="alert" className="kp-field-error">
          {check.message}
        </p>
      ) : null}
    </div>
  )
}
