import { toastToken } from '../../di/tokens'
import { useService, useT } from '../hooks'
import { useObservable } from '../useObservable'

/** The modal's toast, announced politely to screen readers (errors assertively). */
export function ToastRegion() {
  const t = useT()
  const toast = useService(toastToken)
  const { open, message, variant } = useObservable(toast.state$, () => toast.state)
  return (
    <section className="kp-toast-region" aria-label={t('toast.region')}>
      <div
        role={variant === 'error' ? 'alert' : 'status'}
        aria-live={variant === 'error' ? 'assertive' : 'polite'}
      >
        {open ? (
          <p className={`kp-toast kp-toast--${variant}`} data-variant={variant}>
            {variant === 'loading' ? (
              <span className="kp-spinner kp-spinner--small" aria-hidden="true" />
            ) : null}
            {message}
          </p>
        ) : null}
      </div>
    </section>
  )
}
