/** Placeholder rows while the first page of activity loads; one status line names what loads. */
export function TransactionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-testid="activity-skeleton">
      <span className="kp-sr-only">{label}</span>
      <ul className="kp-activity-rows" aria-hidden="true">
        {['a', 'b', 'c', 'd'].map((key) => (
          <li key={key} className="kp-activity-row">
            <span className="kp-activity-skeleton kp-activity-skeleton--icon" />
            <span className="kp-activity-main">
              <span className="kp-activity-skeleton kp-activity-skeleton--title" />
              <span className="kp-activity-skeleton kp-activity-skeleton--detail" />
            </span>
            <span className="kp-activity-skeleton kp-activity-skeleton--amount" />
          </li>
        ))}
      </ul>
    </div>
  )
}
