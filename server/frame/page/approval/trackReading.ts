import type { GateClock, ObserveVisibility } from './watchVisibility.ts'

/** Where the card's reading stands: how many parts were read, and whether Approve may unlock. */
export type ReadingState = { open: boolean; read: number; total: number }

export type TrackReadingParameters = {
  /** Each part that describes the request (a row, a warning, the balance changes). */
  parts: readonly Element[]
  /** What must be visible right now, as well: the card's header and its buttons. */
  frame: readonly Element[]
  observe: ObserveVisibility
  clock: GateClock
  onChange: (state: ReadingState) => void
  /** How long a part, and the header with the buttons, must stay visible. @default 500 */
  holdMs?: number
}

/** How long each part must have stayed visible, and the buttons must stay visible, for Approve. */
const APPROVAL_HOLD_MS = 500

/**
 * The approval card's read gate. Each part counts as read once it has been visible (fully on
 * screen, opaque, legible: what `observe` reports) for `holdMs` without a break, and stays read; a
 * part whose content changes (`unread`, e.g. the simulation's result arriving) must be read again.
 * Approve unlocks (`open`) only when every part has been read and the header and buttons have been
 * visible, together, for `holdMs` up to now; any loss of their visibility locks it again.
 *
 * @example
 * const reading = trackReading({ parts: rows, frame: [header, actions], observe, clock, onChange: ({ open }) => { approve.disabled = !open } })
 */
export function trackReading({
  parts,
  frame,
  observe,
  clock,
  onChange,
  holdMs = APPROVAL_HOLD_MS,
}: TrackReadingParameters) {
  type Part = { element: Element; visible: boolean; read: boolean; timer?: unknown }
  const tracked: Part[] = parts.map((element) => ({ element, visible: false, read: false }))
  const frameVisible = frame.map(() => false)
  let frameTimer: unknown
  let frameHeld = false
  let last: ReadingState | undefined

  const update = () => {
    const read = tracked.filter((part) => part.read).length
    const state = { open: frameHeld && read === tracked.length, read, total: tracked.length }
    if (last && last.open === state.open && last.read === state.read) return
    last = state
    onChange(state)
  }
  const stopTimer = (timer: unknown) => {
    if (timer !== undefined) clock.clearTimeout(timer)
  }
  const startReading = (part: Part) => {
    if (part.read || part.timer !== undefined || !part.visible) return
    part.timer = clock.setTimeout(() => {
      part.timer = undefined
      part.read = true
      part.element.setAttribute('data-read', 'true')
      update()
    }, holdMs)
  }
  const onFrame = () => {
    if (!frameVisible.every(Boolean)) {
      stopTimer(frameTimer)
      frameTimer = undefined
      frameHeld = false
      update()
      return
    }
    if (frameHeld || frameTimer !== undefined) return
    frameTimer = clock.setTimeout(() => {
      frameTimer = undefined
      frameHeld = true
      update()
    }, holdMs)
  }

  update()
  const stops = [
    ...tracked.map((part) =>
      observe(part.element, (visible) => {
        part.visible = visible
        if (visible) return startReading(part)
        stopTimer(part.timer)
        part.timer = undefined
      }),
    ),
    ...frame.map((element, index) =>
      observe(element, (visible) => {
        frameVisible[index] = visible
        onFrame()
      }),
    ),
  ]
  return {
    /** The part's content changed: it counts as unread until it has been visible for the hold again. */
    unread(element: Element) {
      const part = tracked.find((one) => one.element === element)
      if (!part) return
      part.read = false
      part.element.removeAttribute('data-read')
      stopTimer(part.timer)
      part.timer = undefined
      update()
      startReading(part)
    },
    stop() {
      stopTimer(frameTimer)
      for (const part of tracked) stopTimer(part.timer)
      for (const stop of stops) stop()
    },
  }
}
