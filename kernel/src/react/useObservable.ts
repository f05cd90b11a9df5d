import { useCallback, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'

/**
 * Reads an observable's current value in React, through `useSyncExternalStore`.
 * `source$` must be stable across renders and emit on change; `getSnapshot` returns the current
 * value.
 * `getServerSnapshot` is what the server rendered, used on the server and while the browser
 * hydrates its HTML: a value only the browser knows (a wallet found at start, the system colour
 * scheme) then shows right after hydration instead of breaking it.
 *
 * @example
 * const { open } = useObservable(modal.state$, () => modal.state)
 * const connectors = useObservable(registry.connectors$, () => registry.connectors, () => none)
 */
export function useObservable<T>(
  source$: Observable<unknown>,
  getSnapshot: () => T,
  getServerSnapshot: () => T = getSnapshot,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [source$],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
