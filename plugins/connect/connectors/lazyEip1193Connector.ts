import { Observable, type Subscription } from 'rxjs'
import type { CreateEip1193ConnectorParameters } from './createEip1193Connector.ts'
import { injectedWalletName } from './injectedWalletName.ts'
import type { Connector, ConnectorEvent } from './types.ts'

/**
 * A browser wallet's connector as the registry lists it: its id, name, icon and provider at once,
 * its request code (time-outs, answer checks, chain switching; `createEip1193Connector`) loaded
 * on the first call, which is a connect or a reconnect's `getAccounts`. Until then nobody listens
 * to its events, so `events$` subscribes to the loaded connector's.
 *
 * @example
 * const connector = lazyEip1193Connector({ provider, info, clock: systemClock, networks })
 * await connector.connect()
 */
export function lazyEip1193Connector(parameters: CreateEip1193ConnectorParameters): Connector {
  const { provider, info } = parameters
  let loaded: Connector | undefined
  let loading: Promise<Connector> | undefined
  // Loaded once; a chunk that failed to load is tried again on the next call.
  const load = () =>
    (loading ??= import('./createEip1193Connector.ts').then(
      ({ createEip1193Connector }) => (loaded = createEip1193Connector(parameters)),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // Synchronous once loaded, as the connection service subscribes right after a connect.
  const events$ = new Observable<ConnectorEvent>((subscriber) => {
    if (loaded) return loaded.events$.subscribe(subscriber)
    let inner: Subscription | undefined
    let closed = false
    load().then(
      (connector) => {
        if (!closed) inner = connector.events$.subscribe(subscriber)
      },
      (error: unknown) => subscriber.error(error),
    )
    return () => {
      closed = true
      inner?.unsubscribe()
    }
  })
  return {
    id: info?.rdns ?? 'injected',
    type: info ? 'ANNOUNCED' : 'INJECTED',
    name: info?.name ?? injectedWalletName(provider),
    icon: info?.icon,
    rdns: info?.rdns,
    connect: async (options) => (await load()).connect(options),
    disconnect: async () => (await load()).disconnect(),
    getAccounts: async () => (await load()).getAccounts(),
    getChainId: async () => (await load()).getChainId(),
    switchChain: async (chainId) => (await load()).switchChain(chainId),
    getProvider: () => provider,
    events$,
  }
}
