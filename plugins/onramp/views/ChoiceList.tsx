/** A list of full-width choices, the current one marked; used by the token and fiat selections. */
export function ChoiceList<T extends { id: string }>({
  items,
  current,
  label,
  detail,
  onChoose,
}: {
  items: readonly T[]
  current: string | undefined
  label: (item: T) => string
  detail?: (item: T) => string
  onChoose: (item: T) => void
}) {
  return (
    <ul className="kp-stack" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 8 }}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="kp-button kp-button--secondary"
            style={{ width: '100%', justifyContent: 'space-between' }}
            aria-current={item.id === current || undefined}
            onClick={() => onChoose(item)}
          >
            <span>{label(item)}</span>
            {detail ? <span className="kp-text kp-text--muted">{detail(item)}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
