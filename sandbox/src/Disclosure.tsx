import { ChevronRightIcon } from '@keyport/kernel/icons'
import { type ReactNode, useId, useState } from 'react'

type DisclosureProps = {
  title: string
  /** A decorative icon before the title. */
  icon?: ReactNode
  /** One line under the title, shown open or closed. */
  summary?: ReactNode
  /** @default true */
  defaultOpen?: boolean
  className?: string
  children: ReactNode
}

/**
 * A card whose title is a disclosure button (`aria-expanded`, `aria-controls`) that shows or
 * hides its body; the card is a region named by its title.
 */
export function Disclosure({
  title,
  icon,
  summary,
  defaultOpen = true,
  className = '',
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  return (
    <section className={`card disclosure ${className}`} aria-labelledby={`${id}-title`}>
      <h2 className="card-title">
        <button
          type="button"
          className="disclosure-toggle"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {icon}
          <span className="disclosure-title">{title}</span>
          <ChevronRightIcon size={18} />
        </button>
      </h2>
      {summary ? <p className="card-summary">{summary}</p> : null}
      <div className="disclosure-body" id={`${id}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  )
}
