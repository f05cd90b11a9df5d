import { useKernel, useT } from '@keyport/kernel/react'
import type { SwapReview } from '../services/createSwapExecution.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'

/** SwapPreview's figures: rate, price impact, minimum received with the slippage, network fee. */
export function SwapDetails({ review }: { review: SwapReview }) {
  const t = useT()
  const { i18n } = useKernel()
  const percent = (value: number) =>
    i18n.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })
  const fee = formatTokenAmount(i18n, review.networkFee.wei, { decimals: 18, symbol: 'ETH' })
  const rows: [string, string, string][] = [
    [
      'rate',
      t('swap.preview.rate'),
      t('swap.preview.rateValue', {
        from: review.from.symbol,
        to: review.to.symbol,
        rate: i18n.formatNumber(review.rate, { maximumSignificantDigits: 6 }),
      }),
    ],
    [
      'price-impact',
      t('swap.preview.priceImpact'),
      review.priceImpact === undefined ? t('swap.preview.unknown') : percent(review.priceImpact),
    ],
    [
      'minimum',
      t('swap.preview.minimum'),
      formatTokenAmount(i18n, review.minimumReceived, review.to),
    ],
    ['slippage', t('swap.preview.slippage'), percent(review.slippage)],
    [
      'network-fee',
      t('swap.preview.networkFee'),
      review.sponsored
        ? t('swap.preview.sponsored')
        : review.networkFee.usd === undefined
          ? fee
          : `${fee} (${i18n.formatNumber(review.networkFee.usd, { style: 'currency', currency: 'USD' })})`,
    ],
  ]
  return (
    <dl className="kp-stack kp-swap-details">
      {rows.map(([id, label, value]) => (
        <div key={id} className="kp-swap-detail" data-testid={`swap-${id}`}>
          <dt className="kp-text kp-text--muted">{label}</dt>
          <dd className="kp-text">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
