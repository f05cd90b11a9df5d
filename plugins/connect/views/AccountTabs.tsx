import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

/** One tab of the Account view: its label and what its panel shows. */
export type AccountTab = { id: string; label: string; content: ReactNode }

const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }

/**
 * The Account view's tabs (Tokens, and Activity when History contributes it) as an ARIA tablist:
 * arrow keys move between tabs (mirrored right to left), Home and End jump; a panel mounts when
 * its tab is first chosen and stays mounted. A single tab is a plain titled section.
 */
export function AccountTabs({ tabs }: { tabs: readonly AccountTab[] }) {
  const base = useId()
  const [selected, setSelected] = useState(tabs[0]?.id)
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([tabs[0]?.id ?? '']))
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]
  if (!current) return null
  if (tabs.length === 1)
    return (
      <section aria-labelledby={`${base}-only`} className="kp-stack">
        <h3 id={`${base}-only`} className="kp-text kp-text--strong kp-account-section-title">
          {current.label}
        </h3>
        {current.content}
      </section>
    )

  const choose = (id: string) => {
    setSelected(id)
    setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)))
    buttons.current.get(id)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    let next: number | undefined
    if (event.key in step) next = index + (step[event.key] ?? 0) * (rtl ? -1 : 1)
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[(next + tabs.length) % tabs.length]
    if (tab) choose(tab.id)
  }
  return (
    <div className="kp-stack">
      <div role="tablist" className="kp-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            className="kp-tab"
            aria-selected={tab === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => choose(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          className="kp-tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel without focusable content reachable
          tabIndex={0}
        >
          {visited.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
