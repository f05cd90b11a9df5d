import { useCallback, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'

/**
 * Reads an observable's current value in React, through `useSyncExternalStore`.
 * `source$` must be stable across renders; `getSnapshot` returns the current value.
 *
 * @example
 * const { open } = useObservable(modal.state$, () => modal.state)
 */
export function useObservable<T>(source$: Observable<T>, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [source$],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
