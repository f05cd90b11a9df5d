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
  return (
    <button
      type="button"
      className="kp-button kp-button--secondary"
      style={{ flex: 'none', borderRadius: 999 }}
      aria-label={label}
      onClick={onClick}
    >
      {text}
      <span aria-hidden="true">▾</span>
    </button>
  )
}
