import { type RefObject, useEffect } from 'react'

/**
 * Calls `onLoadMore` when the element comes into view (IntersectionObserver), while `enabled`.
 * The observer is made again when `version` changes (a page arrived), so an element still in view
 * after a short page asks for the next one. Without IntersectionObserver nothing happens: the
 * view's "Load more" button stays the way to page.
 *
 * @example
 * useLoadMoreOnScroll(sentinel, Boolean(next) && !loading, transactions.length, loadMore)
 */
export function useLoadMoreOnScroll(
  target: RefObject<Element | null>,
  enabled: boolean,
  version: number,
  onLoadMore: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-observes once a page has loaded, so a sentinel still in view asks for the next one.
  useEffect(() => {
    const element = target.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, enabled, version, onLoadMore])
}
