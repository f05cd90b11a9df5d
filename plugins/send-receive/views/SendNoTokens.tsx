import { useKernel, useT } from '@keyport/kernel/react'

/** WalletSend with nothing to send: says so, and offers Receive as the next step. */
export function SendNoTokens({ network }: { network: string }) {
  const t = useT()
  const { router } = useKernel()
  return (
    <div className="kp-empty-state" role="status">
      <p className="kp-empty-state-title">{t('send.noTokens', { network })}</p>
      <p className="kp-empty-state-text">{t('send.noTokensHint')}</p>
      <button
        type="button"
        className="kp-button kp-button--block"
        onClick={() => router.replace('WalletReceive')}
      >
        {t('receive.action')}
      </button>
    </div>
  )
}
