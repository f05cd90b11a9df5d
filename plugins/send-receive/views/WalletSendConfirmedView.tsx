import { useNetwork } from '@keyport/connect'
import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { useEffect } from 'react'
import { useSendFlow } from '../hooks/useSendFlow.ts'
import { formatQuantity } from './formatQuantity.ts'
import { sendCss, sendStylesId } from './sendStyles.ts'

/**
 * The sent transaction: "Sending…" until it is mined, then the outcome with its hash and, when
 * the network has a block explorer configured, a link to it. Done returns to the account.
 */
export default function WalletSendConfirmedView() {
  useStyles(sendStylesId, sendCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { state, flow } = useSendFlow()
  const { network } = useNetwork()
  const { step } = state
  const known = step === 'submitted' || step === 'confirmed'

  useEffect(() => {
    if (!known) router.replace('WalletSend')
  }, [known, router])
  if (!known) return null

  const { preview, hash } = state
  const explorer =
    preview.namespace !== 'solana' && network?.id === preview.chainId
      ? network.blockExplorers?.default
      : undefined
  const done = () => {
    flow.reset()
    router.reset('Account')
  }
  return (
    <div className="kp-stack kp-centered">
      {step === 'submitted' ? (
        <div className="kp-stack kp-centered" role="status">
          <span className="kp-spinner" aria-hidden="true" />
          <p className="kp-text kp-text--strong">{t('confirmed.sending')}</p>
          <p className="kp-text kp-text--muted">{t('confirmed.sendingHint')}</p>
        </div>
      ) : (
        <div className="kp-stack kp-centered" role="status">
          <p className="kp-text kp-text--strong kp-send-outcome">
            {state.reverted ? t('confirmed.failed') : t('confirmed.success')}
          </p>
          <p className="kp-text kp-mono-wrap">
            {state.reverted
              ? t('confirmed.reverted')
              : t('confirmed.body', {
                  quantity: formatQuantity(i18n, preview.amountText, 6),
                  symbol: preview.token.symbol,
                  recipient: preview.recipient.name ?? preview.recipient.address,
                })}
          </p>
        </div>
      )}
      {state.error ? (
        <p className="kp-text" role="alert">
          {t(`send.error.${state.error.code}`, state.error.params)}
        </p>
      ) : null}
      <div className="kp-stack kp-section kp-centered">
        <p className="kp-text kp-text--muted">
          {t(preview.namespace === 'solana' ? 'confirmed.signature' : 'confirmed.hash')}
        </p>
        <p className="kp-text kp-mono" data-testid="transaction-hash">
          {hash}
        </p>
        {explorer ? (
          <a
            href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`}
            target="_blank"
            rel="noreferrer"
            className="kp-link"
          >
            {t('confirmed.explorer', { explorer: explorer.name })}
          </a>
        ) : null}
      </div>
      {step === 'confirmed' || state.error ? (
        <button type="button" className="kp-button" onClick={done}>
          {t('confirmed.done')}
        </button>
      ) : null}
    </div>
  )
}
