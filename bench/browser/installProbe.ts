/** The selectors a probe watches: CSS, with ` >>> ` to step into an element's shadow root. */
export type ProbeSelectors = { button: string; list: string }

/** What the probe records, in milliseconds since navigation start (the page's time origin). */
type ProbeMarks = {
  buttonVisible: number | null
  /** When the first pointerdown of the click landed. */
  pointerDown: number | null
  listVisible: number | null
}

declare global {
  interface Window {
    __keyportBench?: ProbeMarks & { buttonBox(): { x: number; y: number } | null }
  }
}

/**
 * Runs in the page before its own scripts (as an init script): on every animation frame it looks
 * for the button, then, once the user pressed, for the wallet list, and marks the time each first
 * shows. Marks are read from the page's own clock, so Playwright's round trips do not count.
 * Self-contained: Playwright serializes it into the page.
 *
 * @example
 * await page.addInitScript(installProbe, { button: 'button.kp-connect-button', list: 'ul' })
 */
export function installProbe({ button, list }: ProbeSelectors): void {
  const find = (selector: string): Element | null => {
    let roots: Array<Document | ShadowRoot> = [document]
    const steps = selector.split('>>>').map((step) => step.trim())
    for (const [index, step] of steps.entries()) {
      const found = roots.flatMap((root) => [...root.querySelectorAll(step)])
      if (index === steps.length - 1) return found.find(isVisible) ?? null
      roots = found.flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))
    }
    return null
  }
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
  }
  const marks: NonNullable<Window['__keyportBench']> = {
    buttonVisible: null,
    pointerDown: null,
    listVisible: null,
    buttonBox() {
      const box = find(button)?.getBoundingClientRect()
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null
    },
  }
  window.__keyportBench = marks
  addEventListener(
    'pointerdown',
    (event) => {
      marks.pointerDown ??= event.timeStamp
    },
    { capture: true },
  )
  const frame = () => {
    if (marks.buttonVisible === null && find(button)) marks.buttonVisible = performance.now()
    if (marks.pointerDown !== null && marks.listVisible === null && find(list))
      marks.listVisible = performance.now()
    if (marks.listVisible === null) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}
