/** Reports, as it changes, whether the target is fully on screen, unobscured and opaque. */
export type ObserveVisibility = (
  target: Element,
  onChange: (visible: boolean) => void,
) => () => void

/** The timer the gate waits on; tests pass a fake one. */
export type GateClock = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export type WatchVisibilityParameters = {
  observe: ObserveVisibility
  clock: GateClock
  /** How long the card must stay fully visible before Approve works. @default 500 */
  holdMs?: number
}

/** How long the card must stay fully visible before Approve works. */
const APPROVAL_HOLD_MS = 500

/**
 * Calls `onOpen(true)` once the target has been fully visible for `holdMs` without a break, and
 * `onOpen(false)` the moment it is not; any loss of visibility restarts the wait. Returns a stop
 * function.
 *
 * @example
 * const stop = watchVisibility(card, (open) => { approve.disabled = !open }, { observe, clock })
 */
export function watchVisibility(
  target: Element,
  onOpen: (open: boolean) => void,
  { observe, clock, holdMs = APPROVAL_HOLD_MS }: WatchVisibilityParameters,
) {
  let timer: unknown
  let open = false
  const stopTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  const stopObserving = observe(target, (visible) => {
    if (!visible) {
      stopTimer()
      if (open) {
        open = false
        onOpen(false)
      }
      return
    }
    if (open || timer !== undefined) return
    timer = clock.setTimeout(() => {
      timer = undefined
      open = true
      onOpen(true)
    }, holdMs)
  })
  return () => {
    stopTimer()
    stopObserving()
  }
}
