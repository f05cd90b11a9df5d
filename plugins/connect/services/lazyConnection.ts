import { type EventBus, type KeyportStorage, lazyService } from '@keyport/kernel'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type { ConnectionService } from './ConnectionService.ts'
import {
  type ConnectionState,
  connectionStorageKeys,
  disconnectedState,
} from './connectionState.ts'

const sameState = (a: ConnectionState, b: ConnectionState) =>
  (Object.keys({ ...a, ...b }) as (keyof ConnectionState)[]).every((key) => a[key] === b[key])

export type LazyConnectionParameters = {
  /** Creates the real service; called once, on first use (a failed load is tried again). */
  load: () => Promise<ConnectionService>
  storage: KeyportStorage
  bus: EventBus
}

/**
 * The connection service as the host page first gets it: disconnected, with the real service's
 * code (following wallets, restoring, the recent wallets list) loaded on first use, so the page's
 * first bundle stays small. `reconnect()` loads it at once when storage holds a connector to
 * restore, and otherwise settles `restored$` without loading anything; opening the modal loads it
 * ahead of the user's first connect; `connect`, `disconnect` and `switchChain` wait for it. Once
 * loaded, `state$` mirrors the real service's and every call reaches it.
 *
 * @example
 * provide(connectionToken, ({ resolve, bus }) =>
 *   lazyConnection({ load: () => import('./ConnectionService.ts').then(...), storage, bus }))
 */
export function lazyConnection({
  load,
  storage,
  bus,
}: LazyConnectionParameters): ConnectionService {
  const state$ = new BehaviorSubject<ConnectionState>(disconnectedState)
  const restored$ = new BehaviorSubject(false)
  let instance: ConnectionService | undefined
  let forwarding: Subscription | undefined
  let disposed = false
  const connection = lazyService(async () => {
    const created = await load()
    if (!disposed) instance = created
    return created
  })
  // Mirrors the service from its first call on (not from its load: a restore's 'connecting' is
  // already shown, and the service's first state, disconnected, would flash in between).
  const follow = (created: ConnectionService) => {
    if (forwarding || disposed) return
    forwarding = created.state$.subscribe((state) => {
      if (!sameState(state, state$.value)) state$.next(state)
    })
  }
  const loaded = async () => {
    const created = await connection.load()
    follow(created)
    return created
  }
  // A failed preload is not the user's problem yet: the next call tries again and reports it.
  const offOpened = bus.on('modal:opened', () => void connection.load().catch(() => undefined))

  // The connector the service's restore would reconnect to: none, or the user disconnected.
  const restorable = () =>
    storage.getItem(connectionStorageKeys.DISCONNECTED) === true
      ? undefined
      : storage.getItem<string>(connectionStorageKeys.CONNECTOR_ID)

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: async (connectorId, options) => (await loaded()).connect(connectorId, options),
    disconnect: async () => (await loaded()).disconnect(),
    async reconnect() {
      try {
        if (instance) return await (await loaded()).reconnect()
        const connectorId = restorable()
        if (typeof connectorId !== 'string' || state$.value.status !== 'disconnected') return false
        // As the service's restore shows it, from the start rather than once its code is here.
        state$.next({ ...disconnectedState, status: 'connecting', connectorId })
        const created = await connection.load().catch((error: unknown) => {
          if (!forwarding) state$.next(disconnectedState)
          throw error
        })
        const restoring = created.reconnect()
        follow(created)
        return await restoring
      } finally {
        if (!restored$.value) restored$.next(true)
      }
    },
    restored$: restored$.asObservable(),
    get restored() {
      return restored$.value
    },
    switchChain: async (chainId) => (await loaded()).switchChain(chainId),
    provider: () => instance?.provider(),
    dispose() {
      disposed = true
      offOpened()
      forwarding?.unsubscribe()
      connection.dispose()
      state$.complete()
    },
  }
}
