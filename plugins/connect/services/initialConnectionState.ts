import type { KeyportInitialState } from '@keyport/kernel'
import { Observable } from 'rxjs'
import type { ConnectSettings } from '../hooks/connectOptionsToken.ts'
import type { ConnectionService, ConnectionState } from './ConnectionService.ts'
import { disconnectedState } from './connectionState.ts'

// One derived state per initial state (and settings), as `useSyncExternalStore` needs.
const derived = new WeakMap<KeyportInitialState, [ConnectSettings, ConnectionState]>()

/**
 * The connection state a server render shows for `initialState` (the cookie's account). A Solana
 * account on a network the app does not list shows disconnected; an EVM one on a chain the app
 * does not support shows as such ('Wrong network'), as a restore would.
 *
 * @example
 * initialConnectionState({ connection: { namespace: 'eip155', address, caipNetworkId: 'eip155:1' } }, settings)
 * // { status: 'connected', address, accounts: [address], chainId: 1, chainSupported: true, … }
 */
function initialConnectionState(
  initialState: KeyportInitialState,
  settings: ConnectSettings,
): ConnectionState {
  const known = derived.get(initialState)
  if (known?.[0] === settings) return known[1]
  const state = toConnectionState(initialState, settings)
  derived.set(initialState, [settings, state])
  return state
}

function toConnectionState({ connection }: KeyportInitialState, settings: ConnectSettings) {
  if (!connection) return disconnectedState
  const { namespace, address, caipNetworkId, connectorId = '' } = connection
  const base = { status: 'connected', connectorId, chainSupported: true } as const
  if (namespace === 'solana')
    return settings.solanaNetworks?.some((n) => n.caipNetworkId === caipNetworkId)
      ? ({
          ...base,
          accounts: [],
          namespace,
          caipNetworkId,
          caipAddress: `${caipNetworkId}:${address}`,
          solanaAccounts: [address],
        } satisfies ConnectionState)
      : disconnectedState
  const chainId = Number(caipNetworkId.split(':')[1])
  const evmAddress = address as `0x${string}`
  return {
    ...base,
    address: evmAddress,
    accounts: [evmAddress],
    chainId,
    chainSupported: settings.networks.some((network) => network.id === chainId),
  } satisfies ConnectionState
}

export type ShownConnectionStateParameters = {
  connection: Pick<ConnectionService, 'state' | 'restored'>
  /** What `<KeyportProvider initialState>` was given. */
  initialState: KeyportInitialState | undefined
  /** True on the server and while the browser hydrates: `useSyncExternalStore`'s server snapshot. */
  hydrating: boolean
  /** The plugin's settings, read only when there is an initial state. */
  settings: () => ConnectSettings
}

/**
 * The connection state the page shows: on the server and while the browser hydrates, the
 * server's (`initialState`'s, or disconnected); after that the real one, except that the
 * initial account stays until the reload's restore has settled (no "Connect Wallet" flash while
 * the wallet answers). A wallet gone after the reload then shows disconnected.
 *
 * @example
 * shownConnectionState({ connection, initialState: useInitialState(), hydrating: false, settings })
 */
export function shownConnectionState({
  connection,
  initialState,
  hydrating,
  settings,
}: ShownConnectionStateParameters): ConnectionState {
  if (hydrating)
    return initialState ? initialConnectionState(initialState, settings()) : disconnectedState
  const live = connection.state
  if (!initialState?.connection || connection.restored || live.status === 'connected') return live
  return initialConnectionState(initialState, settings())
}

const changes = new WeakMap<object, Observable<unknown>>()

/**
 * Emits whenever what `shownConnectionState` returns may change: on every connection state and
 * once the restore has settled. One observable per service, so React subscribes once.
 *
 * @example
 * useObservable(shownStateChanges(connection), () => shownConnectionState(connection, …))
 */
export function shownStateChanges(
  connection: Pick<ConnectionService, 'state$' | 'restored$'>,
): Observable<unknown> {
  let changes$ = changes.get(connection)
  if (!changes$) {
    // Plain Observable, no operators: this is in the host page's first bundle.
    changes$ = new Observable<unknown>((subscriber) => {
      const state = connection.state$.subscribe(() => subscriber.next(undefined))
      const restored = connection.restored$.subscribe(() => subscriber.next(undefined))
      return () => {
        state.unsubscribe()
        restored.unsubscribe()
      }
    })
    changes.set(connection, changes$)
  }
  return changes$
}
