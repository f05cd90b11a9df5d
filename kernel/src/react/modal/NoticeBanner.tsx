import { noticeToken } from '../../di/tokens'
import { useService, useT } from '../hooks'
import { useObservable } from '../useObservable'
import { CloseIcon } from './icons'

/** The debug notice (spec section 4): a short message for developers, dismissible. */
export function NoticeBanner() {
  const t = useT()
  const notice = useService(noticeToken)
  const { open, message, variant } = useObservable(notice.state$, () => notice.state)
  if (!open) return null
  return (
    <div className={`kp-notice kp-notice--${variant}`} role="status">
      <p className="kp-text">{message}</p>
      <button
        type="button"
        className="kp-icon-button"
        aria-label={t('notice.close')}
        onClick={() => notice.close()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
