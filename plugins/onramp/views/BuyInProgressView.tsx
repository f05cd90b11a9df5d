import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useOnramp } from '../hooks/useOnramp.ts'

import { onrampCss, onrampStylesId } from './onrampStyles.ts'

/**
 * BuyInProgress: the provider's checkout is open in another tab; this view watches the balance
 * and says so the moment the purchase lands (or that it has not, after 4 minutes).
 */
export default function BuyInProgressView() {
  useStyles(onrampStylesId, onrampCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { onramp, state } = useOnramp()
  const { purchase } = state
  const finish = () => {
    onramp.endPurchase()
    router.reset('Account')
  }

  if (purchase.status === 'idle')
    return (
      <div className="kp-stack">
        <p className="kp-text">{t('onramp.progress.none')}</p>
        <button type="button" className="kp-button" onClick={() => router.goBack()}>
          {t('onramp.progress.back')}
        </button>
      </div>
    )

  const { provider, symbol, url } = purchase
  const reopen = (
    <a
      className="kp-button kp-button--secondary"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('onramp.progress.open', { provider })}
    </a>
  )

  if (purchase.status === 'received') {
    // Shown to 6 decimals, where a float is exact enough.
    const amount = i18n.formatNumber(Number(purchase.received) / 10 ** purchase.decimals, {
      maximumFractionDigits: 6,
    })
    return (
      <div className="kp-stack kp-centered kp-onramp-note">
        <div role="status" className="kp-stack kp-onramp-note">
          <p className="kp-text kp-text--strong">{t('onramp.progress.received')}</p>
          <p className="kp-text" data-testid="onramp-received">
            {t('onramp.progress.receivedAmount', { amount, symbol })}
          </p>
        </div>
        <button type="button" className="kp-button" onClick={finish}>
          {t('onramp.progress.done')}
        </button>
      </div>
    )
  }

  const waiting = purchase.status === 'waiting'
  return (
    <div className="kp-stack kp-centered kp-onramp-note">
      <p className="kp-text kp-text--strong">{t('onramp.progress.waiting', { provider })}</p>
      {waiting ? (
        <div role="status" className="kp-stack kp-centered">
          <span className="kp-spinner" aria-hidden="true" />
          <p className="kp-text">{t('onramp.progress.watching', { symbol })}</p>
          <p className="kp-text kp-text--muted">{t('onramp.progress.hint')}</p>
        </div>
      ) : (
        <div role="alert" className="kp-stack kp-onramp-note">
          <p className="kp-text">{t('onramp.progress.timeout', { symbol })}</p>
          <p className="kp-text kp-text--muted">{t('onramp.progress.timeoutHint')}</p>
        </div>
      )}
      {waiting ? null : (
        <button type="button" className="kp-button" onClick={() => onramp.checkAgain()}>
          {t('onramp.progress.checkAgain')}
        </button>
      )}
      {reopen}
      <button
        type="button"
        className="kp-button kp-button--secondary"
        onClick={() => {
          onramp.endPurchase()
          router.goBack()
        }}
      >
        {t('onramp.progress.cancel')}
      </button>
    </div>
  )
}
