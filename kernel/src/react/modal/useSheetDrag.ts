import { type PointerEvent, type RefObject, useMemo, useRef } from 'react'
import { createSheetDrag, type SheetDrag, sheetMediaQuery } from './sheetDrag'

const isSheet = () => globalThis.matchMedia?.(sheetMediaQuery).matches ?? false

/**
 * Lets the bottom sheet be dragged down by its handle and header. A release past the threshold
 * or a flick calls `onClose`, the same path as the close button, so a view that refuses to close
 * still refuses (the card shakes); the card then springs back to rest. Drags that start on a
 * button stay clicks, and nothing happens while the modal is a centred card.
 *
 * @example
 * const drag = useSheetDrag(cardRef, () => modal.close())
 * <header {...drag}>…</header>
 */
export function useSheetDrag(card: RefObject<HTMLElement | null>, onClose: () => void) {
  const active = useRef<SheetDrag | null>(null)
  const close = useRef(onClose)
  close.current = onClose

  return useMemo(() => {
    const settle = () => {
      active.current = null
      const element = card.current
      if (!element) return
      element.classList.remove('kp-card--dragging')
      element.style.transform = ''
    }
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        const element = card.current
        const onButton = (event.target as Element).closest('button, a, input')
        if (!element || event.button !== 0 || onButton || !isSheet()) return
        event.currentTarget.setPointerCapture?.(event.pointerId)
        active.current = createSheetDrag({
          startY: event.clientY,
          startTime: event.timeStamp,
          height: element.getBoundingClientRect().height,
        })
        element.classList.add('kp-card--dragging')
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const offset = active.current?.move(event.clientY, event.timeStamp)
        if (offset !== undefined && card.current)
          card.current.style.transform = `translateY(${offset}px)`
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const closes = active.current?.release(event.clientY, event.timeStamp)
        settle()
        if (closes) close.current()
      },
      onPointerCancel: settle,
    }
  }, [card])
}
