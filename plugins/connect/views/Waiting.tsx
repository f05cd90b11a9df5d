/** A spinner with a status line, for views that wait on the wallet. */
export function Waiting({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="kp-stack" role="status" style={{ alignItems: 'center', textAlign: 'center' }}>
      <span className="kp-spinner" aria-hidden="true" />
      <p className="kp-text kp-text--strong">{title}</p>
      <p className="kp-text kp-text--muted">{hint}</p>
    </div>
  )
}
