import { isLegible } from './isLegible.ts'
import type { ObserveVisibility } from './watchVisibility.ts'

// IntersectionObserver v2: `trackVisibility` makes the browser compute `isVisible`, false when
// the target or any ancestor across frames is transparent, filtered, transformed beyond a
// translation, or covered by other content. TypeScript's DOM types do not have it yet.
type InitV2 = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean }

// Sub-pixel rounding of a centred frame can leave a ratio a hair under 1.
const FULLY_VISIBLE = 0.99

/**
 * The browser's own visibility signal for a part of the approval card: IntersectionObserver v2
 * where the browser has it (Chromium); otherwise v1 (fully on screen, inside the card's scrolling
 * body) alone; without IntersectionObserver at all, only the page's visibility, and the gate's
 * delay alone guards Approve. A hidden tab is never visible, and neither is text drawn too small
 * to read (`isLegible`: the host zoomed the frame out), checked again whenever the frame's pixel
 * ratio changes.
 *
 * @example
 * watchVisibility(card, onOpen, { observe: observeVisibility(window), clock: window })
 */
export function observeVisibility(win: Window & typeof globalThis): ObserveVisibility {
  const doc = win.document
  const Observer = win.IntersectionObserver
  const hasV2 =
    typeof win.IntersectionObserverEntry === 'function' &&
    'isVisible' in win.IntersectionObserverEntry.prototype
  return (target, onChange) => {
    let onScreen = !Observer
    const report = () =>
      onChange(onScreen && doc.visibilityState !== 'hidden' && isLegible(win, target))
    // A zoom on the iframe (or the browser's) changes the pixel ratio, not the layout: no
    // observer reports it, this media query does.
    let zoom: MediaQueryList | undefined
    const watchZoom = () => {
      zoom?.removeEventListener('change', onZoom)
      zoom = win.matchMedia?.(`(resolution: ${win.devicePixelRatio || 1}dppx)`)
      zoom?.addEventListener('change', onZoom)
    }
    const onZoom = () => {
      watchZoom()
      report()
    }
    watchZoom()
    const observer =
      Observer &&
      new Observer(
        (entries: IntersectionObserverEntry[]) => {
          const entry = entries.at(-1) as EntryV2 | undefined
          if (!entry) return
          onScreen =
            entry.isIntersecting &&
            entry.intersectionRatio >= FULLY_VISIBLE &&
            (!hasV2 || entry.isVisible === true)
          report()
        },
        {
          threshold: [0, FULLY_VISIBLE, 1],
          ...(hasV2 ? { trackVisibility: true, delay: 100 } : {}),
        } satisfies InitV2,
      )
    observer?.observe(target)
    doc.addEventListener('visibilitychange', report)
    // An observer reports once right after `observe`: until then nothing is known (and the card
    // is closed anyway), so the first report is the browser's own.
    if (!observer) report()
    return () => {
      observer?.disconnect()
      zoom?.removeEventListener('change', onZoom)
      doc.removeEventListener('visibilitychange', report)
    }
  }
}
