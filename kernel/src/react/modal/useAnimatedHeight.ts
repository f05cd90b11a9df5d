import {
  type CSSProperties,
  type RefObject,
  type TransitionEvent,
  useEffect,
  useState,
} from 'react'

/**
 * Measures `content` and returns props for its scrolling viewport that pin the viewport to that
 * height, so the CSS transition on `height` animates the card as views change. While the height
 * moves the viewport hides its overflow: a scrollbar flashing in would reflow the content. The
 * first measurement does not animate; without ResizeObserver (jsdom) the height stays automatic.
 *
 * @example
 * const content = useRef<HTMLDivElement>(null)
 * <div className="kp-body-viewport" {...useAnimatedHeight(content)}><div ref={content} /></div>
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState<number>()
  const [moving, setMoving] = useState(false)

  useEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let last: number | undefined
    const observer = new ResizeObserver(() => {
      const next = Math.ceil(element.getBoundingClientRect().height)
      if (next === last) return
      if (last !== undefined) setMoving(true)
      last = next
      setHeight(next)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [content])

  const settled = (event: TransitionEvent) => {
    if (event.target === event.currentTarget && event.propertyName === 'height') setMoving(false)
  }
  return {
    'data-measured': height === undefined ? undefined : '',
    'data-moving': moving ? '' : undefined,
    style:
      height === undefined ? undefined : ({ '--kp-body-height': `${height}px` } as CSSProperties),
    onTransitionEnd: settled,
    onTransitionCancel: settled,
  }
}
