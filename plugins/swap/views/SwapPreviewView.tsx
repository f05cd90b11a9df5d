import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { useSwap } from '../hooks/useSwap.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { swapCss, swapStylesId } from './swapStyles.ts'
import { TokenIcon } from './TokenIcon.tsx'

/**
 * SwapPreview: what is paid and received, the figures, then 'Approve USDC' when the exchange
 * may not spend the token yet, then 'Swap'. Each step waits for the wallet and the block; a
 * declined or failed step says why and can be tried again.
 */
export default function SwapPreviewView() {
  useStyles(swapStylesId, swapCss)
  const t = useT()
  const { router, toast, i18n } = useKernel()
  const { swap, state } = useSwap()
  const { execution } = state
  // Each visit reviews afresh (prices, allowance and the built swap age), unless a wallet step
  // is still running.
  useEffect(() => {
    const { status } = swap.state.execution
    if (status !== 'approving' && status !== 'swapping') void swap.review()
  }, [swap])

  const { review, status, error } = execution
  if (status === 'idle' || status === 'reviewing' || (!review && status !== 'error'))
    return (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('swap.preview.preparing')}</span>
      </div>
    )

  const failure = error ? (
    <div role="alert" className="kp-stack kp-swap-note">
      <p className="kp-text kp-text--strong">{error.shortMessage}</p>
      {error.details ? <p className="kp-text kp-text--muted">{error.details}</p> : null}
    </div>
  ) : null
  if (!review)
    return (
      <div className="kp-stack">
        {failure}
        <button type="button" className="kp-button" onClick={() => void swap.review()}>
          {t('swap.preview.retry')}
        </button>
        <button
          type="button"
          className="kp-button kp-button--secondary"
          onClick={() => router.goBack()}
        >
          {t('swap.preview.cancel')}
        </button>
      </div>
    )

  const busy = status === 'approving' || status === 'swapping'
  const runSwap = async () => {
    const hash = await swap.swap()
    if (!hash) return
    toast.showSuccess(
      t('swap.done', {
        from: formatTokenAmount(i18n, review.fromAmount, review.from),
        to: formatTokenAmount(i18n, review.toAmount, review.to),
      }),
    )
    router.reset('Account')
  }
  const amountLine = (label: string, units: bigint, token: typeof review.from, testId: string) => (
    <div className="kp-swap-amount-line">
      <TokenIcon src={token.logoUri || undefined} symbol={token.symbol} size={32} />
      <p className="kp-text kp-swap-amount-text">
        <span className="kp-text--muted">{label}</span>
        <span className="kp-text--strong" data-testid={testId}>
          {formatTokenAmount(i18n, units, token)}
        </span>
      </p>
    </div>
  )

  return (
    <div className="kp-stack">
      {amountLine(t('swap.preview.sell'), review.fromAmount, review.from, 'swap-pay')}
      {amountLine(t('swap.preview.receive'), review.toAmount, review.to, 'swap-receive')}
      <SwapDetails review={review} />
      {review.needsApproval ? (
        <p className="kp-text kp-text--muted">
          {t('swap.preview.approveHint', { symbol: review.from.symbol })}
        </p>
      ) : null}
      {failure}
      {busy ? (
        <p className="kp-text kp-inline-status" role="status">
          <span className="kp-spinner kp-spinner--small" aria-hidden="true" />
          {status === 'approving' ? t('swap.preview.approving') : t('swap.preview.swapping')}
        </p>
      ) : null}
      {review.needsApproval && review.batch ? (
        <button type="button" className="kp-button" disabled={busy} onClick={() => void runSwap()}>
          {t('swap.preview.approveAndSwap', { symbol: review.from.symbol })}
        </button>
      ) : review.needsApproval ? (
        <button
          type="button"
          className="kp-button"
          disabled={busy}
          onClick={() => void swap.approve()}
        >
          {t('swap.preview.approve', { symbol: review.from.symbol })}
        </button>
      ) : (
        <button type="button" className="kp-button" disabled={busy} onClick={() => void runSwap()}>
          {t('swap.preview.swap')}
        </button>
      )}
      <button
        type="button"
        className="kp-button kp-button--secondary"
        disabled={busy}
        onClick={() => router.goBack()}
      >
        {t('swap.preview.cancel')}
      </button>
    </div>
  )
}
