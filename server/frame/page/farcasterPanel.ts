import { qrImage } from './exportFarcaster.ts'

/** The words the app's modal uses (its language); the frame shows them as plain text. */
export type FarcasterPanelLabels = {
  /** The QR code's name for screen readers. */
  qr: string
  open: string
  copy: string
  copied: string
  copyFailed: string
}

/** Which way keyboard focus leaves the panel, or Escape: the app moves it on in its modal. */
export type FocusExit = 'forward' | 'backward' | 'escape'

const PANEL_ID = 'farcaster'
const STYLE_ID = 'farcaster-style'
const css = `#${PANEL_ID}{position:fixed;inset:0;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:flex-start;gap:12px;padding:4px;background:var(--kp-background,var(--card))}#${PANEL_ID}[hidden]{display:none}#${PANEL_ID} .qr{padding:12px;border:1px solid var(--line);border-radius:20px;background:#fff;line-height:0}#${PANEL_ID} .pills{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}#${PANEL_ID} .pill{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:8px 14px;border:0;border-radius:999px;background:var(--code);color:var(--fg);font:inherit;font-weight:600;text-decoration:none;cursor:pointer;flex:none}#${PANEL_ID} .pill:focus-visible{outline:3px solid var(--focus);outline-offset:2px}#${PANEL_ID} .copied{margin:0;min-height:1.5em;color:var(--muted);font-size:13px}`

let stopKeys: (() => void) | undefined

/**
 * Draws the Farcaster sign-in in the frame's own document: the link as a QR code, "Open" and
 * "Copy link". The link never leaves the frame, so the app's page can neither read it nor show
 * another in its place inside the modal: the app places the frame over its view instead
 * (decision 0023). Tab past the last control, Shift+Tab before the first, and Escape call
 * `onFocusExit`, so the app's modal takes the keyboard back.
 *
 * @example
 * showFarcasterPanel(document, url, labels, (exit) => post({ type: 'FOCUS_EXIT', payload: { exit } }))
 */
export function showFarcasterPanel(
  doc: Document,
  url: string,
  labels: FarcasterPanelLabels,
  onFocusExit: (exit: FocusExit) => void,
) {
  hideFarcasterPanel(doc)
  if (!doc.getElementById(STYLE_ID)) {
    const style = doc.createElement('style')
    style.id = STYLE_ID
    style.textContent = css
    doc.head.append(style)
  }
  const panel = doc.createElement('section')
  panel.id = PANEL_ID
  panel.setAttribute('aria-label', labels.qr)
  const qr = doc.createElement('div')
  qr.className = 'qr'
  qr.append(qrImage(url, labels.qr))
  const open = doc.createElement('a')
  open.className = 'pill'
  open.href = url
  open.target = '_blank'
  open.rel = 'noreferrer'
  open.textContent = labels.open
  const copy = doc.createElement('button')
  copy.type = 'button'
  copy.className = 'pill'
  copy.textContent = labels.copy
  const copied = doc.createElement('p')
  copied.className = 'copied'
  copied.setAttribute('role', 'status')
  copy.addEventListener('click', () => {
    doc.defaultView?.navigator.clipboard.writeText(url).then(
      () => {
        copied.textContent = labels.copied
      },
      () => {
        copied.textContent = labels.copyFailed
      },
    )
  })
  const pills = doc.createElement('div')
  pills.className = 'pills'
  pills.append(open, copy)
  panel.append(qr, pills, copied)
  doc.body.append(panel)

  const win = doc.defaultView
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onFocusExit('escape')
    if (event.key !== 'Tab') return
    const first = doc.activeElement === open || !panel.contains(doc.activeElement)
    if (event.shiftKey && first) {
      event.preventDefault()
      onFocusExit('backward')
    } else if (!event.shiftKey && doc.activeElement === copy) {
      event.preventDefault()
      onFocusExit('forward')
    }
  }
  // Focus that arrives in the frame (the app's modal tabbed into it) lands on the first control.
  const onFocus = () => {
    if (!panel.contains(doc.activeElement)) open.focus()
  }
  doc.addEventListener('keydown', onKey)
  win?.addEventListener('focus', onFocus)
  stopKeys = () => {
    doc.removeEventListener('keydown', onKey)
    win?.removeEventListener('focus', onFocus)
  }
}

/** Removes the panel (the sign-in finished, or the app left its Farcaster view). */
export function hideFarcasterPanel(doc: Document) {
  stopKeys?.()
  stopKeys = undefined
  doc.getElementById(PANEL_ID)?.remove()
}
