import { useKernel, useStyles, useT } from '@keyport/kernel/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useSendFlow } from '../hooks/useSendFlow.ts'
import { useSendNetwork } from '../hooks/useSendNetwork.ts'
import { formatQuantity, formatUsd } from './formatQuantity.ts'
import { sendCss, sendStylesId } from './sendStyles.ts'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="kp-text kp-text--muted">{label}</dt>
      <dd className="kp-text">{children}</dd>
    </div>
  )
}

/**
 * The preview: the draft checked on chain (recipient resolved, balance read, network fee
 * estimated), then Send. While the wallet is asked it says so; a refusal ('Signature declined')
 * shows here with Try again. Once the wallet sends, WalletSendConfirmed takes over.
 */
export default function WalletSendPreviewView() {
  useStyles(sendStylesId, sendCss)
  const t = useT()
  const { router, i18n } = useKernel()
  const { state, flow } = useSendFlow()
  const network = useSendNetwork()
  const { step } = state
  // Each opening checks the draft afresh, so "Review send" again retries a failed check.
  const started = useRef(false)
  const preparing = step === 'preparing' || (step === 'editing' && !started.current)

  useEffect(() => {
    if (started.current || !network) return
    started.current = true
    if (flow.state.step === 'editing') void flow.prepare(network)
  }, [network, flow])
  useEffect(() => {
    if (step === 'submitted' || step === 'confirmed') router.replace('WalletSendConfirmed')
  }, [step, router])

  const edit = () => {
    if (!router.goBack()) router.replace('WalletSend')
  }
  const errorText = state.error ? t(`send.error.${state.error.code}`, state.error.params) : ''

  if (preparing)
    return (
      <div className="kp-stack kp-centered" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <p className="kp-text">{t('preview.preparing')}</p>
      </div>
    )
  if (step !== 'ready' && step !== 'signing')
    return (
      <div className="kp-stack">
        <p className="kp-text" role="alert">
          {errorText}
        </p>
        <button type="button" className="kp-button" onClick={edit}>
          {t('preview.edit')}
        </button>
      </div>
    )

  const { preview } = state
  const signing = step === 'signing'
  const quantity = (amount: string, symbol: string) =>
    t('preview.quantity', { quantity: formatQuantity(i18n, amount, 6), symbol })
  return (
    <div className="kp-stack">
      <dl className="kp-stack kp-send-summary" data-testid="send-preview">
        <Row label={t('preview.amount')}>
          <span className="kp-text--strong">
            {quantity(preview.amountText, preview.token.symbol)}
          </span>
          {preview.amountUsd === undefined ? null : (
            <>
              <br />
              <span className="kp-text--muted">{formatUsd(i18n, preview.amountUsd)}</span>
            </>
          )}
        </Row>
        <Row label={t('preview.to')}>
          {preview.recipient.name ? (
            <>
              {preview.recipient.name}
              <br />
            </>
          ) : null}
          <span className="kp-text--muted kp-mono">{preview.recipient.address}</span>
          {'kind' in preview.recipient && preview.recipient.kind === 'contract' ? (
            <>
              <br />
              <span className="kp-text" data-testid="send-recipient-contract">
                {t('preview.toContract', { symbol: preview.token.symbol })}
              </span>
            </>
          ) : null}
          {'kind' in preview.recipient && preview.recipient.kind === 'delegated' ? (
            <>
              <br />
              <span className="kp-text--muted" data-testid="send-recipient-delegated">
                {t('preview.toDelegated')}
              </span>
            </>
          ) : null}
        </Row>
        <Row label={t('preview.network')}>{network?.name ?? ''}</Row>
        <Row label={t('preview.fee')}>
          {'sponsored' in preview && preview.sponsored
            ? t('preview.sponsored')
            : quantity(preview.feeText, preview.native.symbol)}
          {preview.feeUsd === undefined || ('sponsored' in preview && preview.sponsored) ? null : (
            <>
              <br />
              <span className="kp-text--muted">{formatUsd(i18n, preview.feeUsd)}</span>
            </>
          )}
        </Row>
      </dl>
      {signing ? (
        <div className="kp-stack kp-centered" role="status">
          <span className="kp-spinner" aria-hidden="true" />
          <p className="kp-text kp-text--strong">{t('preview.signing')}</p>
          <p className="kp-text kp-text--muted">{t('preview.signingHint')}</p>
        </div>
      ) : null}
      {state.error && !signing ? (
        <p className="kp-field-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {signing ? null : (
        <>
          <button type="button" className="kp-button" onClick={() => void flow.send()}>
            {state.error ? t('preview.retry') : t('preview.send')}
          </button>
          <button type="button" className="kp-button kp-button--secondary" onClick={edit}>
            {t('preview.edit')}
          </button>
        </>
      )}
    </div>
  )
}
