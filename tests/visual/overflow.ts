import type { Locator } from '@playwright/test'

/** An element of the modal whose content is wider than its box, as the overflow check reports it. */
export type Overflow = { element: string; scrollWidth: number; clientWidth: number }

/**
 * Elements inside the dialog with horizontal overflow they do not mean: `scrollWidth` greater
 * than `clientWidth` (by more than 1 px of rounding), or a box reaching past the dialog's edges.
 * The dialog and its body (`.kp-body`) scroll vertically by design, never sideways: both are
 * always checked. Left out, as overflowing by design:
 * - any other element that scrolls (`overflow-x: auto | scroll`: a row of token chips, say), and
 *   the boxes inside it, which may reach past the dialog while scrolled away;
 * - elements that elide (`text-overflow: ellipsis`), whose full text is in their `title` or
 *   accessible name;
 * - inline boxes, which have no client width, and hidden ones;
 * - visually hidden text (`.kp-sr-only`, 1 px wide with its overflow clipped on purpose).
 */
export function findOverflows(dialog: Locator): Promise<Overflow[]> {
  return dialog.evaluate((root) => {
    const bounds = root.getBoundingClientRect()
    const describe = (element: Element) => {
      const classes = [...element.classList].join('.')
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`
    }
    const found: { element: string; scrollWidth: number; clientWidth: number }[] = []
    const verticalOnly = (element: Element) => element === root || element.matches('.kp-body')
    const scrollsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element)
      return !verticalOnly(element) && (overflowX === 'auto' || overflowX === 'scroll')
    }
    const insideScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== root; up = up.parentElement)
        if (scrollsSideways(up)) return true
      return false
    }
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement)) continue
      const style = getComputedStyle(element)
      if (style.display === 'inline' || style.display === 'none') continue
      if (element.closest('.kp-sr-only')) continue
      if (scrollsSideways(element) || style.textOverflow === 'ellipsis') continue
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      const outside =
        (box.left < bounds.left - 1 || box.right > bounds.right + 1) && !insideScroller(element)
      if (element.scrollWidth > element.clientWidth + 1 || outside)
        found.push({
          element: describe(element),
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        })
    }
    return found
  })
}
