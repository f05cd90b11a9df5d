import { accountDataToken } from '@keyport/connect'
import { useKernel, useService, useT } from '@keyport/kernel/react'
import { useEffect, useId } from 'react'
import { swapNetworkIds } from '../constants.ts'
import { useSwap } from '../hooks/useSwap.ts'
import { formatUnitsExact } from '../services/formatUnitsExact.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { TokenButton } from './TokenButton.tsx'

const fieldStyle = {
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  fontSize: '1.4em',
  fontWeight: 500,
  cursor: 'text',
} as const

/**
 * Swap: the token to pay with and its amount, the token to receive and the quote as you type,
 * and a button that names the first thing to fix ('Enter an amount greater than 0',
 * 'Insufficient USDC balance', 'Insufficient liquidity') until the swap can be reviewed.
 */
export default function SwapView() {
  const t = useT()
  const { router, i18n } = useKernel()
  const accountData = useService(accountDataToken)
  const { swap, state } = useSwap()
  const amountId = useId()
  const noteId = useId()
  useEffect(() => {
    void swap.load()
    void accountData.refresh()
  }, [swap, accountData])

  if (state.status === 'unsupported' || state.status === 'error') {
    const unsupported = state.status === 'unsupported'
    return (
      <div className="kp-stack" role="alert">
        <p className="kp-text kp-text--strong">
          {unsupported ? t('swap.unsupported') : state.error?.shortMessage}
        </p>
        {unsupported ? (
          <p className="kp-text kp-text--muted">
            {t('swap.unsupportedHint', { count: swapNetworkIds.length })}
          </p>
        ) : null}
        <button
          type="button"
          className="kp-button"
          onClick={() => (unsupported ? router.push('Networks') : void swap.load())}
        >
          {unsupported ? t('swap.switchNetwork') : t('swap.retry')}
        </button>
      </div>
    )
  }
  if (state.status !== 'ready')
    return (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('swap.loading')}</span>
      </div>
    )

  const { from, to, check, quote, balance } = state
  const problem = check.ok ? undefined : check
  const amountProblem =
    problem?.problem === 'invalid-amount' || problem?.problem === 'insufficient-balance'
  const showNote = problem && !['select-token', 'enter-amount', 'quoting'].includes(problem.problem)
  const received =
    quote.status === 'ready' && to ? formatUnitsExact(quote.toAmount, to.decimals) : ''

  return (
    <form
      className="kp-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (check.ok) router.push('SwapPreview')
      }}
    >
      <fieldset className="kp-stack" style={{ border: 0, margin: 0, padding: 0, gap: 8 }}>
        <legend className="kp-text kp-text--muted" style={{ padding: 0 }}>
          {t('swap.sell')}
        </legend>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <label htmlFor={amountId} className="kp-sr-only">
            {t('swap.amount')}
          </label>
          <input
            id={amountId}
            className="kp-button kp-button--secondary"
            style={fieldStyle}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={state.amount}
            aria-invalid={amountProblem || undefined}
            aria-describedby={showNote ? noteId : undefined}
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
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span className="kp-text kp-text--muted" data-testid="swap-balance">
              {t('swap.balance', { amount: formatTokenAmount(i18n, balance, from) })}
            </span>
            <button
              type="button"
              className="kp-button kp-button--secondary"
              style={{ minHeight: 28, padding: '2px 10px' }}
              aria-label={t('swap.maxLabel')}
              disabled={balance === 0n}
              onClick={() => swap.setAmount(formatUnitsExact(balance, from.decimals))}
            >
              {t('swap.max')}
            </button>
          </div>
        ) : null}
      </fieldset>
      <button
        type="button"
        className="kp-icon-button"
        style={{ alignSelf: 'center' }}
        aria-label={t('swap.switch')}
        onClick={() => swap.switchTokens()}
      >
        <span aria-hidden="true">↕</span>
      </button>
      <fieldset className="kp-stack" style={{ border: 0, margin: 0, padding: 0, gap: 8 }}>
        <legend className="kp-text kp-text--muted" style={{ padding: 0 }}>
          {t('swap.buy')}
        </legend>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <output
            className="kp-button kp-button--secondary"
            style={{ ...fieldStyle, cursor: 'default' }}
            aria-label={t('swap.receiveAmount')}
            aria-live="polite"
            data-testid="swap-quote"
          >
            {quote.status === 'loading' ? (
              <span
                className="kp-spinner kp-spinner--small"
                role="img"
                aria-label={t('swap.quoting')}
              />
            ) : (
              received || '0'
            )}
          </output>
          <TokenButton
            token={to}
            label={t('swap.chooseBuy', { symbol: to?.symbol ?? t('swap.selectToken') })}
            placeholder={t('swap.selectToken')}
            onClick={() => router.push('SwapSelectToken', { target: 'to' })}
          />
        </div>
      </fieldset>
      {showNote ? (
        <div id={noteId} role="alert" className="kp-stack" style={{ gap: 4 }}>
          <p className="kp-text kp-text--strong">{problem.message}</p>
          {problem.details ? <p className="kp-text kp-text--muted">{problem.details}</p> : null}
        </div>
      ) : null}
      <button type="submit" className="kp-button" disabled={!check.ok}>
        {check.ok ? t('swap.review') : check.message}
      </button>
    </form>
  )
}
