import { useStyles } from '@keyport/kernel/react'
import { onrampCss, onrampStylesId } from './onrampStyles.ts'

/** A compact button that shows a choice and opens its selection view ('USD ▾'). */
export function SelectButton({
  text,
  label,
  onClick,
}: {
  text: string
  /** The accessible name, e.g. 'Currency to pay in: USD'. */
  label: string
  onClick: () => void
}) {
  useStyles(onrampStylesId, onrampCss)
  return (
    <button
      type="button"
      className="kp-button kp-button--secondary kp-onramp-select"
      aria-label={label}
      title={text}
      onClick={onClick}
    >
      <span className="kp-elide">{text}</span>
      <span aria-hidden="true">▾</span>
    </button>
  )
}
