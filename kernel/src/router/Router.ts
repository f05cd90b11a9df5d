import { BehaviorSubject, type Observable } from 'rxjs'
import type { EventBus } from '../bus/EventBus'
import { KeyportError } from '../errors/KeyportError'
import type { ViewDefinition, ViewGuardContext, ViewId, ViewParams } from './views'

export type RouteEntry<V extends ViewId = ViewId> = { view: V; params: ViewParams<V> }
export type RouterState = { history: readonly RouteEntry[] }

type ParamArgs<V extends ViewId> = [ViewParams<V>] extends [undefined]
  ? [params?: ViewParams<V>]
  : [params: ViewParams<V>]

export class ViewNotFoundError extends KeyportError {
  override name = 'ViewNotFoundError' as const
  constructor(view: string, known: readonly string[]) {
    super(`View '${view}' is not registered.`, {
      details: `Registered views: ${known.join(', ') || 'none'}. Is the plugin that owns it installed?`,
    })
  }
}

export interface Router {
  readonly state$: Observable<RouterState>
  readonly state: RouterState
  readonly current: RouteEntry
  readonly canGoBack: boolean
  /** Adds a view on top of the history, unless it is already the current one. */
  push<V extends ViewId>(view: V, ...params: ParamArgs<V>): void
  /** Swaps the current view for another. */
  replace<V extends ViewId>(view: V, ...params: ParamArgs<V>): void
  /** Pops the current view; returns false when already at the root. */
  goBack(): boolean
  /** Clears the history and shows one view. */
  reset<V extends ViewId>(view: V, ...params: ParamArgs<V>): void
  /** The definition of a registered view; throws for one not (or not yet) registered. */
  definition(view: ViewId): ViewDefinition
  /**
   * False while the current view, or a guard it set, refuses to close, and while the current
   * view's definition has yet to arrive with its plugin's modal part.
   */
  canClose(): boolean
  /** Lets a mounted view refuse closing; returns the function that removes the guard. */
  addCloseGuard(guard: () => boolean): () => void
}

export type CreateRouterParameters = {
  views: ReadonlyMap<string, ViewDefinition>
  /** True while views may still arrive (plugins' modal parts loading): any id is accepted. @default () => false */
  pending?: () => boolean
  initial: RouteEntry
  bus: EventBus
  guardContext: ViewGuardContext
}

/**
 * The modal's view router: a history stack of typed view ids with params.
 *
 * @example
 * router.push('swap/preview', { quoteId: 'q1' })
 * router.goBack()
 */
export function createRouter({
  views,
  pending = () => false,
  initial,
  bus,
  guardContext,
}: CreateRouterParameters): Router {
  const check = (view: string) => {
    if (!views.has(view) && !pending()) throw new ViewNotFoundError(view, [...views.keys()])
  }
  check(initial.view)
  const state$ = new BehaviorSubject<RouterState>({ history: [initial] })
  const guards = new Set<() => boolean>()
  const top = () => state$.value.history[state$.value.history.length - 1] as RouteEntry
  const commit = (history: RouteEntry[], action: 'push' | 'replace' | 'back' | 'reset') => {
    guards.clear()
    state$.next({ history })
    bus.emit('router:navigated', { view: top().view, action })
  }
  const entry = (view: ViewId, params: unknown[]): RouteEntry => {
    check(view)
    return { view, params: params[0] } as RouteEntry
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    get current() {
      return top()
    },
    get canGoBack() {
      return state$.value.history.length > 1
    },
    push(view, ...params) {
      const next = entry(view, params)
      const current = top()
      if (current.view === next.view && Object.is(current.params, next.params)) return
      commit([...state$.value.history, next], 'push')
    },
    replace(view, ...params) {
      commit([...state$.value.history.slice(0, -1), entry(view, params)], 'replace')
    },
    goBack() {
      if (state$.value.history.length <= 1) return false
      commit(state$.value.history.slice(0, -1), 'back')
      return true
    },
    reset(view, ...params) {
      commit([entry(view, params)], 'reset')
    },
    definition(view) {
      const definition = views.get(view)
      if (!definition) throw new ViewNotFoundError(view, [...views.keys()])
      return definition
    },
    canClose() {
      const definition = views.get(top().view)
      // A view whose modal part has not loaded cannot say whether it may close: it stays open.
      if (!definition) return !pending()
      if (definition.canClose && !definition.canClose(guardContext)) return false
      for (const guard of guards) if (!guard()) return false
      return true
    },
    addCloseGuard(guard) {
      guards.add(guard)
      return () => guards.delete(guard)
    },
  }
}
