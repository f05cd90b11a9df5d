import { useConnectViewsStyles } from './connectViewsCss.ts'

/** A status line with a hint, for views that wait on the wallet (their logo ring turns). */
export function Waiting({
  title,
  hint,
  spinner = false,
}: {
  title: string
  hint: string
  /** A spinner above the text, for a view without a logo ring. @default false */
  spinner?: boolean
}) {
  useConnectViewsStyles()
  return (
    <div className="kp-connecting-status" role="status">
      {spinner ? <span className="kp-spinner" aria-hidden="true" /> : null}
      <p className="kp-text kp-text--strong">{title}</p>
      {hint ? <p className="kp-text kp-text--muted">{hint}</p> : null}
    </div>
  )
}
