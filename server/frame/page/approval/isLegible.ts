/**
 * The smallest text the card accepts as readable, in CSS pixels at the browser's normal scale:
 * three quarters of the card's own smallest text (12 px).
 */
const MIN_LEGIBLE_TEXT_PX = 9

/**
 * How much larger or smaller than its layout size the target is drawn. Two scales multiply:
 * inside the frame, the element's rendered box against its layout box (a transform or zoom within
 * the document); and the frame's `devicePixelRatio`, which carries a CSS `zoom` that the host puts
 * on the iframe or its ancestors and the browser's own zoom (Chromium propagates both into the
 * frame; IntersectionObserver v2 does not see them, while it does refuse a CSS transform on the
 * iframe). The ratio is capped at 1: a high-density screen must not make zoomed-out text pass.
 */
export function renderedScale(win: Window, target: Element) {
  const layout = (target as HTMLElement).offsetWidth
  const drawn = target.getBoundingClientRect().width
  const inside = layout > 0 && drawn > 0 ? drawn / layout : 1
  return inside * Math.min(1, win.devicePixelRatio || 1)
}

/**
 * Whether every text in the target is drawn at a readable size: its smallest computed font size
 * times the rendered scale, at least `MIN_LEGIBLE_TEXT_PX`. A size the browser does not report
 * (a test DOM) does not refuse.
 *
 * @example
 * isLegible(window, row) // false once the host zooms the frame to 50 %
 */
export function isLegible(win: Window, target: Element) {
  const view = target.ownerDocument.defaultView
  if (!view) return true
  let smallest = Number.POSITIVE_INFINITY
  for (const element of [target, ...target.querySelectorAll('*')]) {
    const fontSize = view.getComputedStyle(element).fontSize
    // Browsers compute font sizes in px; a test DOM may leave them relative, unknown.
    if (!fontSize.endsWith('px')) continue
    const size = Number.parseFloat(fontSize)
    if (size > 0 && size < smallest) smallest = size
  }
  if (smallest === Number.POSITIVE_INFINITY) return true
  return smallest * renderedScale(win, target) >= MIN_LEGIBLE_TEXT_PX
}
