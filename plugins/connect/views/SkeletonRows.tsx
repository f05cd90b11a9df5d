/**
 * Placeholder rows (icon, two lines, a value) while a list loads; the rows are decorative and
 * one status line tells assistive tech what is loading.
 */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" data-testid="skeleton-rows">
      <span className="kp-sr-only">{label}</span>
      <ul className="kp-rows" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="kp-token-row">
            <span className="kp-skeleton kp-skeleton--icon" />
            <span className="kp-row-main kp-row-main--skeleton">
              <span className="kp-skeleton kp-skeleton--title" />
              <span className="kp-skeleton kp-skeleton--detail" />
            </span>
            <span className="kp-skeleton kp-skeleton--value" />
          </li>
        ))}
      </ul>
    </div>
  )
}
