import { useT } from '../hooks'

/** The kernel's Connect view, shown until a plugin (connect) replaces it. */
export default function EmptyConnectView() {
  const t = useT()
  return (
    <div className="kp-stack kp-empty">
      <p className="kp-text">{t('connect.empty')}</p>
      <p className="kp-text kp-text--muted">{t('connect.emptyHint')}</p>
    </div>
  )
}
