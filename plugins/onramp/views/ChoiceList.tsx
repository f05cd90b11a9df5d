import { useStyles } from '@keyport/kernel/react'
import { onrampCss, onrampStylesId } from './onrampStyles.ts'

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
  useStyles(onrampStylesId, onrampCss)
  return (
    <ul className="kp-stack kp-onramp-list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="kp-button kp-button--secondary kp-onramp-choice"
            title={detail ? `${label(item)} · ${detail(item)}` : label(item)}
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
