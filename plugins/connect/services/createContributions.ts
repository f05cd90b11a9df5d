import { BehaviorSubject, type Observable } from 'rxjs'

/** What other plugins add to one of connect's extension points, each with a unique `id`. */
export interface Contributions<T extends { id: string }> {
  readonly items$: Observable<readonly T[]>
  readonly items: readonly T[]
  /** Adds an item (an id seen before is ignored); returns a remover. */
  add(item: T): () => void
}

/**
 * The list behind an extension point (Connect view sections, Account view actions): items in the
 * order they were added, observable, each removable by the function `add` returned.
 *
 * @example
 * const points = createContributions<{ id: string }>()
 * const remove = points.add({ id: 'swap/swap' })
 */
export function createContributions<T extends { id: string }>(): Contributions<T> {
  const items$ = new BehaviorSubject<readonly T[]>([])
  return {
    items$: items$.asObservable(),
    get items() {
      return items$.value
    },
    add(item) {
      if (items$.value.some((existing) => existing.id === item.id)) return () => {}
      items$.next([...items$.value, item])
      return () => items$.next(items$.value.filter((existing) => existing !== item))
    },
  }
}
