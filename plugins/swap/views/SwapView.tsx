import { accountDataToken } from '@keyport/connect'
import { useKernel, useService, useStyles, useT } from '@keyport/kernel/react'
import { useEffect, useId } from 'react'
import { useSwap } from '../hooks/useSwap.ts'
import { SwapBuyField } from './SwapBuyField.tsx'
import { SwapSellField } from './SwapSellField.tsx'
import { SwapUnavailable } from './SwapUnavailable.tsx'
import { swapCss, swapStylesId } from './swapStyles.ts'

/**
 * Swap: the token to pay with and its amount, the token to receive and the quote as you type,
 * and a button that names the first thing to fix ('Enter an amount greater than 0',
 * 'Insufficient USDC balance', 'Insufficient liquidity') until the swap can be reviewed.
 */
export default function SwapView() {
  useStyles(swapStylesId, swapCss)
  const t = useT()
  const { router } = useKernel()
  const accountData = useService(accountDataToken)
  const { swap, state } = useSwap()
  const noteId = useId()
  useEffect(() => {
    void swap.load()
    void accountData.refresh()
  }, [swap, accountData])

  if (state.status === 'unsupported' || state.status === 'error') return <SwapUnavailable />
  if (state.status !== 'ready')
    return (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('swap.loading')}</span>
      </div>
    )

  const { check } = state
  const problem = check.ok ? undefined : check
  const showNote = problem && !['select-token', 'enter-amount', 'quoting'].includes(problem.problem)
  return (
    <form
      className="kp-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (check.ok) router.push('SwapPreview')
      }}
    >
      <SwapSellField noteId={showNote ? noteId : undefined} />
      <button
        type="button"
        className="kp-icon-button kp-swap-switch"
        aria-label={t('swap.switch')}
        onClick={() => swap.switchTokens()}
      >
        <span aria-hidden="true">↕</span>
      </button>
      <SwapBuyField />
      {showNote ? (
        <div id={noteId} role="alert" className="kp-stack kp-swap-note">
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
