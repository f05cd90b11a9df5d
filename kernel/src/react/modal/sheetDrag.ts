/** The viewport widths at which the modal is a bottom sheet (mirrors the media query in styles.ts). */
export const sheetMediaQuery = '(max-width: 429.98px)'

export type SheetDragOptions = {
  /**
   * The share of the sheet's height a slow drag must cover to close it.
   * @default 0.25
   */
  closeFraction?: number
  /**
   * The downward speed, in px per ms, at which a release counts as a flick and closes.
   * @default 0.5
   */
  flickVelocity?: number
  /**
   * A flick shorter than this (px) is a tap that wobbled, not a flick.
   * @default 16
   */
  minFlickDistance?: number
}

export type SheetDrag = {
  /** Follows the pointer; returns how far down (px, never negative) the sheet should sit. */
  move(y: number, time: number): number
  /** Ends the drag: true when the sheet should close. */
  release(y: number, time: number): boolean
}

// Only the last moments of a drag say whether the finger was flicking when it let go.
const velocityWindowMs = 100

/**
 * Tracks one downward drag of a sheet `height` px tall that started at `startY`. Times come
 * from the caller (the events' `timeStamp`), so the decision never reads a clock.
 *
 * @example
 * const drag = createSheetDrag({ startY: event.clientY, startTime: event.timeStamp, height })
 * card.style.transform = `translateY(${drag.move(next.clientY, next.timeStamp)}px)`
 * if (drag.release(up.clientY, up.timeStamp)) modal.close()
 */
export function createSheetDrag({
  startY,
  startTime,
  height,
  closeFraction = 0.25,
  flickVelocity = 0.5,
  minFlickDistance = 16,
}: { startY: number; startTime: number; height: number } & SheetDragOptions): SheetDrag {
  let samples = [{ y: startY, time: startTime }]
  const offset = (y: number) => Math.max(0, y - startY)
  const track = (y: number, time: number) => {
    samples = [...samples.filter((sample) => time - sample.time <= velocityWindowMs), { y, time }]
  }
  return {
    move(y, time) {
      track(y, time)
      return offset(y)
    },
    release(y, time) {
      track(y, time)
      const distance = offset(y)
      const first = samples[0] ?? { y, time }
      const elapsed = time - first.time
      const velocity = elapsed > 0 ? (y - first.y) / elapsed : 0
      if (distance >= height * closeFraction) return true
      return distance >= minFlickDistance && velocity >= flickVelocity
    },
  }
}
