import { useKernel, useT } from '@keyport/kernel/react'
import { useSwap } from '../hooks/useSwap.ts'
import { formatUnitsExact } from '../services/formatUnitsExact.ts'
import { TokenButton } from './TokenButton.tsx'

/** "You receive": the quoted amount as it comes in (elided when long, whole in its title). */
export function SwapBuyField() {
  const t = useT()
  const { router } = useKernel()
  const { state } = useSwap()
  const { to, quote } = state
  const received =
    quote.status === 'ready' && to ? formatUnitsExact(quote.toAmount, to.decimals) : ''
  return (
    <fieldset className="kp-swap-field">
      <legend>{t('swap.buy')}</legend>
      <div className="kp-swap-field-body">
        <div className="kp-swap-row">
          <output
            className="kp-swap-amount"
            aria-label={t('swap.receiveAmount')}
            aria-live="polite"
            title={received || undefined}
            data-testid="swap-quote"
          >
            {quote.status === 'loading' ? (
              <span
                className="kp-spinner kp-spinner--small"
                role="img"
                aria-label={t('swap.quoting')}
              />
            ) : (
              <span className="kp-elide">{received || '0'}</span>
            )}
          </output>
          <TokenButton
            token={to}
            label={t('swap.chooseBuy', { symbol: to?.symbol ?? t('swap.selectToken') })}
            placeholder={t('swap.selectToken')}
            onClick={() => router.push('SwapSelectToken', { target: 'to' })}
          />
        </div>
      </div>
    </fieldset>
  )
}
