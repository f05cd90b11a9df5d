import { BehaviorSubject, type Observable } from 'rxjs'
import type { EventBus } from '../bus/EventBus'
import type { RouteEntry, Router } from '../router/Router'
import type { ViewId, ViewParams } from '../router/views'

export type ModalState = {
  readonly open: boolean
  /** Counts refused close attempts, so the shell can shake and announce each one. */
  readonly refusals: number
}

export type OpenModalTarget<V extends ViewId = ViewId> = { view: V } & ([ViewParams<V>] extends [
  undefined,
]
  ? { params?: ViewParams<V> }
  : { params: ViewParams<V> })

export interface ModalService {
  readonly state$: Observable<ModalState>
  readonly state: ModalState
  /** Opens the modal on a view, or on the default view. */
  open<V extends ViewId>(target?: OpenModalTarget<V>): void
  /** Closes unless the current view refuses; `force` skips the check. Returns whether it closed. */
  close(options?: { force?: boolean }): boolean
  /** Chooses the view `open()` shows, e.g. Account once connected. */
  setDefaultView(resolve: () => RouteEntry): void
  /** The view `open()` without a target would show now (to prefetch its code). */
  nextView(): RouteEntry
}

/**
 * The modal's open state, framework-free; the React shell renders it.
 *
 * @example
 * modal.open({ view: 'Connect' })
 * modal.close()
 */
export function createModalService({
  router,
  bus,
}: {
  router: Router
  bus: EventBus
}): ModalService {
  const state$ = new BehaviorSubject<ModalState>({ open: false, refusals: 0 })
  let defaultView = (): RouteEntry => ({ view: 'Connect', params: undefined })

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    open(target) {
      const { view, params } = target ?? defaultView()
      router.reset(view as ViewId, params as never)
      if (!state$.value.open) state$.next({ ...state$.value, open: true })
      bus.emit('modal:opened', { view })
    },
    close({ force = false } = {}) {
      if (!state$.value.open) return true
      if (!force && !router.canClose()) {
        state$.next({ ...state$.value, refusals: state$.value.refusals + 1 })
        bus.emit('modal:close-refused', { view: router.current.view })
        return false
      }
      state$.next({ ...state$.value, open: false })
      bus.emit('modal:closed')
      return true
    },
    setDefaultView(resolve) {
      defaultView = resolve
    },
    nextView: () => defaultView(),
  }
}
