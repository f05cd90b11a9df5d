import { type RefObject, useEffect } from 'react'
import { FRAME_ELEMENT_ID } from '../../frame/frameConstants'
import { focusableIn } from './focusable'

/** The secure frame, when it draws a view inside the modal (placed over the view's slot). */
const isSecureFrame = (target: EventTarget | null) =>
  target instanceof HTMLIFrameElement && target.id === FRAME_ELEMENT_ID

/**
 * Keeps keyboard focus inside `ref` while mounted: focus moves in on mount, Tab and Shift+Tab
 * wrap around, focus that escapes (a click on the page, a removed element) is pulled back, and
 * on unmount focus returns to the element that had it before. Focus may go into the secure frame,
 * which draws some views inside the modal (it hands focus back itself).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  initialFocus: () => HTMLElement | null,
) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const focusInside = () => (initialFocus() ?? focusableIn(root)[0] ?? root).focus()
    focusInside()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const first = items[0] as HTMLElement
      const last = items[items.length - 1] as HTMLElement
      const active = document.activeElement
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (
        event.target instanceof Node &&
        !root.contains(event.target) &&
        !isSecureFrame(event.target)
      )
        focusInside()
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      if (opener?.isConnected) opener.focus()
    }
  }, [ref, initialFocus])
}
