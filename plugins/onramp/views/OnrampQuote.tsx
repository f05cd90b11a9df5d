import { useT } from '@keyport/kernel/react'
import type { OnrampQuoteState } from '../services/createOnrampService.ts'

/** The quote under the amount: what is received and the fees, or why there is no figure. */
export function OnrampQuote({ quote }: { quote: OnrampQuoteState }) {
  const t = useT()
  const money = (value: { amount: string; currency: string }) => `${value.amount} ${value.currency}`
  return (
    <div aria-live="polite" data-testid="onramp-quote" className="kp-stack kp-onramp-quote">
      {quote.status === 'loading' ? (
        <p className="kp-text kp-text--muted">{t('onramp.quoteLoading')}</p>
      ) : null}
      {quote.status === 'ready' && quote.placeholder ? (
        <p className="kp-text kp-text--muted">{t('onramp.quoteUnavailable')}</p>
      ) : null}
      {quote.status === 'ready' && !quote.placeholder ? (
        <>
          <p className="kp-text">
            {t('onramp.quote')} <strong>{money(quote.quote.purchaseAmount)}</strong>
          </p>
          <p className="kp-text kp-text--muted">
            {t('onramp.quoteFees', {
              fee: money(quote.quote.coinbaseFee),
              network: money(quote.quote.networkFee),
            })}
          </p>
        </>
      ) : null}
    </div>
  )
}
