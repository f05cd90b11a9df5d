import { useKernel, useT } from '@keyport/kernel/react'
import { useId } from 'react'
import { useSwap } from '../hooks/useSwap.ts'
import { formatUnitsExact } from '../services/formatUnitsExact.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { TokenButton } from './TokenButton.tsx'

/**
 * "You pay": the amount (named by the visible legend and 'Amount to swap'), the token pill, and
 * the balance with Max. `noteId` ties the amount to the note that says what to fix.
 */
export function SwapSellField({ noteId }: { noteId?: string }) {
  const t = useT()
  const { router, i18n } = useKernel()
  const { swap, state } = useSwap()
  const id = useId()
  const { from, balance, check } = state
  const problem = check.ok ? undefined : check.problem
  const invalid = problem === 'invalid-amount' || problem === 'insufficient-balance'
  return (
    <fieldset className="kp-swap-field">
      <legend id={`${id}-legend`}>{t('swap.sell')}</legend>
      <div className="kp-swap-field-body">
        <div className="kp-swap-row">
          {/* A real label as well as aria-labelledby: axe counts only a <label> as visible naming. */}
          <label id={`${id}-amount`} htmlFor={`${id}-input`} className="kp-sr-only">
            {t('swap.amount')}
          </label>
          <input
            id={`${id}-input`}
            className="kp-swap-amount"
            aria-labelledby={`${id}-legend ${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            size={1}
            value={state.amount}
            title={state.amount || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={noteId}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
          <TokenButton
            token={from}
            label={t('swap.chooseSell', { symbol: from?.symbol ?? t('swap.selectToken') })}
            placeholder={t('swap.selectToken')}
            onClick={() => router.push('SwapSelectToken', { target: 'from' })}
          />
        </div>
        {from && balance !== undefined ? (
          <div className="kp-swap-meta">
            <span className="kp-text kp-text--muted" data-testid="swap-balance">
              {t('swap.balance', { amount: formatTokenAmount(i18n, balance, from) })}
            </span>
            <button
              type="button"
              className="kp-button kp-button--secondary kp-swap-max"
              aria-label={t('swap.maxLabel')}
              disabled={balance === 0n}
              onClick={() => swap.setAmount(formatUnitsExact(balance, from.decimals))}
            >
              {t('swap.max')}
            </button>
          </div>
        ) : null}
      </div>
    </fieldset>
  )
}
