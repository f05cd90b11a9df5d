import { KeyportError } from '@keyport/kernel'
import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useEffect, useState } from 'react'
import { useOnramp } from '../hooks/useOnramp.ts'
import type { OnrampProvider } from '../services/createOnrampService.ts'
import { OnrampAmountField } from './OnrampAmountField.tsx'
import { OnrampProviderList } from './OnrampProviderList.tsx'
import { OnrampQuote } from './OnrampQuote.tsx'
import { onrampCss, onrampStylesId } from './onrampStyles.ts'
import { openPendingWindow } from './openPendingWindow.ts'
import { SelectButton } from './SelectButton.tsx'

/**
 * OnRampProviders: what to pay (amount, currency, payment method, within its limits), what to
 * buy, the quote, and the providers serving this chain (fees 1-2 %). Choosing a provider opens
 * its checkout in a new tab and moves to BuyInProgress.
 */
export default function OnRampProvidersView() {
  useStyles(onrampStylesId, onrampCss)
  const t = useT()
  const { router } = useKernel()
  const { onramp, state } = useOnramp()
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

  const { check, purchaseCurrency } = state
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
      <OnrampAmountField />
      <div className="kp-onramp-row kp-onramp-row--wrap">
        <SelectButton
          text={purchaseCurrency?.symbol ?? '—'}
          label={t('onramp.token', { symbol: purchaseCurrency?.symbol ?? '—' })}
          onClick={() => router.push('OnRampTokenSelect')}
        />
        <span className="kp-text kp-text--muted kp-onramp-network">
          {t('onramp.buyOn', { network })}
        </span>
      </div>
      <fieldset className="kp-fieldset kp-stack kp-onramp-methods">
        <legend>{t('onramp.method')}</legend>
        {state.paymentMethods.map((method) => (
          <label key={method.id} className="kp-onramp-method">
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
      <OnrampQuote quote={state.quote} />
      {state.fallback ? <p className="kp-text kp-text--muted">{t('onramp.fallback')}</p> : null}
      <OnrampProviderList
        providers={state.providers}
        disabled={!check.ok || opening !== undefined}
        opening={opening}
        onChoose={(provider) => void choose(provider)}
      />
      {failure ? (
        <div role="alert" className="kp-stack kp-onramp-note">
          <p className="kp-text kp-text--strong">{failure.shortMessage}</p>
          {failure.details ? <p className="kp-text kp-text--muted">{failure.details}</p> : null}
        </div>
      ) : null}
    </div>
  )
}
