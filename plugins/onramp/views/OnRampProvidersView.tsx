import { KeyportError } from '@keyport/kernel'
import { useKernel, useT } from '@keyport/kernel/react'
import { useEffect, useId, useState } from 'react'
import { useOnramp } from '../hooks/useOnramp.ts'
import type { OnrampProvider } from '../services/createOnrampService.ts'
import { OnrampQuote } from './OnrampQuote.tsx'
import { openPendingWindow } from './openPendingWindow.ts'
import { SelectButton } from './SelectButton.tsx'

/**
 * OnRampProviders: what to pay (amount, currency, payment method, within its limits), what to
 * buy, the quote, and the providers serving this chain (fees 1-2 %). Choosing a provider opens
 * its checkout in a new tab and moves to BuyInProgress.
 */
export default function OnRampProvidersView() {
  const t = useT()
  const { router, i18n } = useKernel()
  const { onramp, state } = useOnramp()
  const amountId = useId()
  const limitsId = useId()
  const problemId = useId()
  const providersId = useId()
  const [opening, setOpening] = useState<string>()
  const [failure, setFailure] = useState<KeyportError>()
  useEffect(() => void onramp.load(), [onramp])

  if (state.status !== 'ready')
    return (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('onramp.loading')}</span>
      </div>
    )

  const { check, purchaseCurrency, limit } = state
  const money = (amount: string) =>
    i18n.formatNumber(Number(amount), { style: 'currency', currency: state.paymentCurrency })
  const showProblem = !check.ok && state.amount.trim() !== ''
  const network =
    purchaseCurrency?.networks.find((n) => n.name === state.network)?.display_name ?? state.network
  const choose = async (provider: OnrampProvider) => {
    setFailure(undefined)
    const tab = openPendingWindow(t('onramp.opening', { provider: provider.label }))
    setOpening(provider.name)
    try {
      const url = await onramp.buy(provider.name)
      tab?.go(url)
      router.push('BuyInProgress')
    } catch (error) {
      tab?.close()
      setFailure(error instanceof KeyportError ? error : new KeyportError(String(error)))
    } finally {
      setOpening(undefined)
    }
  }

  return (
    <div className="kp-stack">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor={amountId} className="kp-sr-only">
          {t('onramp.amount')}
        </label>
        <input
          id={amountId}
          className="kp-button kp-button--secondary"
          style={{
            flex: 1,
            minWidth: 0,
            fontSize: '1.4em',
            cursor: 'text',
            justifyContent: 'flex-start',
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder="100"
          value={state.amount}
          aria-invalid={showProblem || undefined}
          aria-describedby={showProblem ? `${problemId} ${limitsId}` : limitsId}
          onChange={(event) => onramp.setAmount(event.target.value)}
        />
        <SelectButton
          text={state.paymentCurrency}
          label={t('onramp.fiat', { currency: state.paymentCurrency })}
          onClick={() => router.push('OnRampFiatSelect')}
        />
      </div>
      <div
        style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <SelectButton
          text={purchaseCurrency?.symbol ?? '—'}
          label={t('onramp.token', { symbol: purchaseCurrency?.symbol ?? '—' })}
          onClick={() => router.push('OnRampTokenSelect')}
        />
        <span className="kp-text kp-text--muted">{t('onramp.buyOn', { network })}</span>
      </div>
      <fieldset className="kp-stack" style={{ border: 0, margin: 0, padding: 0, gap: 4 }}>
        <legend className="kp-text kp-text--muted" style={{ padding: 0 }}>
          {t('onramp.method')}
        </legend>
        {state.paymentMethods.map((method) => (
          <label key={method.id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="radio"
              name="onramp-payment-method"
              value={method.id}
              checked={state.paymentMethod === method.id}
              onChange={() => onramp.setPaymentMethod(method.id)}
            />
            {method.name}
          </label>
        ))}
      </fieldset>
      <p id={limitsId} className="kp-text kp-text--muted">
        {t('onramp.limits', { min: money(limit.min), max: money(limit.max) })}
      </p>
      {showProblem ? (
        <p id={problemId} role="alert" className="kp-text kp-text--strong">
          {check.message}
        </p>
      ) : null}
      <OnrampQuote quote={state.quote} />
      {state.fallback ? <p className="kp-text kp-text--muted">{t('onramp.fallback')}</p> : null}
      <section aria-labelledby={providersId} className="kp-stack" style={{ gap: 8 }}>
        <h3 id={providersId} className="kp-text kp-text--strong" style={{ fontSize: 'inherit' }}>
          {t('onramp.providers')}
        </h3>
        {state.providers.length === 0 ? (
          <p className="kp-text kp-text--muted">{t('onramp.noProviders')}</p>
        ) : null}
        <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
          {state.providers.map((provider) => (
            <li key={provider.name}>
              <button
                type="button"
                className="kp-button kp-button--secondary"
                style={{ width: '100%', justifyContent: 'space-between' }}
                aria-label={t('onramp.provider', {
                  provider: provider.label,
                  fees: provider.feeRange,
                })}
                disabled={!check.ok || opening !== undefined}
                onClick={() => void choose(provider)}
              >
                <span>
                  {opening === provider.name
                    ? t('onramp.opening', { provider: provider.label })
                    : provider.label}
                </span>
                <span className="kp-text kp-text--muted">
                  {t('onramp.fees', { fees: provider.feeRange })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {failure ? (
        <div role="alert" className="kp-stack" style={{ gap: 4 }}>
          <p className="kp-text kp-text--strong">{failure.shortMessage}</p>
          {failure.details ? <p className="kp-text kp-text--muted">{failure.details}</p> : null}
        </div>
      ) : null}
    </div>
  )
}
