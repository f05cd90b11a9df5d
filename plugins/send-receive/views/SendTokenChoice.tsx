import { useKernel, useT } from '@keyport/kernel/react'
import { useId } from 'react'
import type { SendToken } from '../services/SendToken.ts'

/** The token field of WalletSend: a visible label and a button that opens the token choice. */
export function SendTokenChoice({ token }: { token: SendToken | undefined }) {
  const t = useT()
  const { router } = useKernel()
  const id = useId()
  const symbol = token?.symbol ?? t('send.error.tokenMissing')
  return (
    <div className="kp-field">
      <span className="kp-label" id={`${id}-token`}>
        {t('send.token')}
      </span>
      <button
        type="button"
        className="kp-button kp-button--secondary kp-send-choice"
        aria-labelledby={`${id}-token ${id}-symbol`}
        title={token ? `${token.symbol} · ${token.name}` : undefined}
        onClick={() => router.push('WalletSendSelectToken')}
      >
        <span id={`${id}-symbol`} className="kp-elide">
          {symbol}
        </span>
        <span className="kp-text kp-text--muted" aria-hidden="true">
          ›
        </span>
      </button>
    </div>
  )
}
