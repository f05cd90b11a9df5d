import { type EventBus, type KeyportStorage, lazyService } from '@keyport/kernel'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type { ConnectionService } from './ConnectionService.ts'
import { type CallsStatusViewer, withCallsStatusViewer } from './callsStatusViewers.ts'
import {
  type ConnectionState,
  disconnectedState,
  restorableConnectorId,
} from './connectionState.ts'
import type { Contributions } from './createContributions.ts'

const sameState = (a: ConnectionState, b: ConnectionState) =>
  (Object.keys({ ...a, ...b }) as (keyof ConnectionState)[]).every((key) => a[key] === b[key])

export type LazyConnectionParameters = {
  /** Creates the real service; called once, on first use (a failed load is tried again). */
  load: () => Promise<ConnectionService>
  storage: KeyportStorage
  bus: EventBus
  /** Answer `wallet_showCallsStatus` on the host page (`withCallsStatusViewer`). @default undefined */
  viewers?: Contributions<CallsStatusViewer>
}

/**
 * The connection service as the host page first gets it, so that the page's first bundle stays
 * small: disconnected, its code (following wallets, restoring, the recent wallets list) loaded on
 * first use. `reconnect()` settles `restored$` at once when storage holds nothing to restore;
 * when it holds a connector, it shows the restore's 'connecting' from the start and loads the
 * service at once. Opening the modal loads it ahead of the user's first connect; `connect`,
 * `disconnect` and `switchChain` wait for it; `provider()` is undefined until it is here. From
 * its first call on, `state$` mirrors the service's.
 *
 * @example
 * provide(connectionToken, ({ resolve, bus }) =>
 *   lazyConnection({ load: () => import('./ConnectionService.ts').then(...), storage, bus }))
 */
export function lazyConnection({
  load,
  storage,
  bus,
  viewers,
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
  // Mirrors the service from its first call on, not from its load: the call's first state (a
  // restore's or a connect's 'connecting') follows the one shown, with no disconnected between.
  const follow = (created: ConnectionService) => {
    if (forwarding || disposed) return
    forwarding = created.state$.subscribe((state) => {
      if (!sameState(state, state$.value)) state$.next(state)
    })
  }
  const call = async <R>(use: (service: ConnectionService) => Promise<R>) => {
    const created = await connection.load()
    const result = use(created)
    follow(created)
    return result
  }
  // A failed preload is not the user's problem yet: the next call tries again and reports it.
  const offOpened = bus.on('modal:opened', () => void connection.load().catch(() => undefined))

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: (connectorId, options) => call((service) => service.connect(connectorId, options)),
    disconnect: () => call((service) => service.disconnect()),
    async reconnect() {
      try {
        if (instance) return await call((service) => service.reconnect())
        const connectorId = restorableConnectorId(storage)
        if (connectorId === undefined || state$.value.status !== 'disconnected') return false
        // As the service's restore shows it, from the start rather than once its code is here.
        state$.next({ ...disconnectedState, status: 'connecting', connectorId })
        return await call((service) => service.reconnect()).catch((error: unknown) => {
          // The code did not load (the service's own reconnect never rejects).
          if (!forwarding) state$.next(disconnectedState)
          throw error
        })
      } finally {
        if (!restored$.value) restored$.next(true)
      }
    },
    restored$: restored$.asObservable(),
    get restored() {
      return restored$.value
    },
    switchChain: (chainId) => call((service) => service.switchChain(chainId)),
    provider: () => {
      const wallet = instance?.provider()
      return wallet && viewers ? withCallsStatusViewer(wallet, viewers) : wallet
    },
    dispose() {
      disposed = true
      offOpened()
      forwarding?.unsubscribe()
      connection.dispose()
      state$.complete()
    },
  }
}
