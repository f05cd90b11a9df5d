import { useKernel, useT } from '@keyport/kernel/react'

/**
 * The buttons under a connecting view: Try again (after a failure) and Cancel, which goes back
 * or, when there is nothing to go back to, to Connect.
 */
export function ConnectingActions({ onRetry }: { onRetry?: () => void }) {
  const t = useT()
  const { router } = useKernel()
  return (
    <div className="kp-connecting__actions">
      {onRetry ? (
        <button type="button" className="kp-button" onClick={onRetry}>
          {t('connecting.retry')}
        </button>
      ) : null}
      <button
        type="button"
        className="kp-button kp-button--secondary"
        onClick={() => {
          if (!router.goBack()) router.reset('Connect')
        }}
      >
        {t('connecting.cancel')}
      </button>
    </div>
  )
}
