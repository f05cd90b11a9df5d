import type { Clock } from '@keyport/kernel'
import { BehaviorSubject, NEVER, type Observable } from 'rxjs'
import { discoverEip6963 } from '../connectors/discoverEip6963.ts'
import type { DiscoverWalletStandardParameters } from '../connectors/discoverWalletStandard.ts'
import { lazyEip1193Connector } from '../connectors/lazyEip1193Connector.ts'
import type { Network } from '../connectors/networks.ts'
import type { Connector, Eip1193Provider } from '../connectors/types.ts'

/**
 * The connectors available now: announced (EIP-6963) wallets as they announce, the legacy
 * injected provider, and connectors other plugins add (WalletConnect, the embedded wallet).
 * Implemented by `createConnectorRegistry` (same folder).
 */
export interface ConnectorRegistry {
  readonly connectors$: Observable<readonly Connector[]>
  readonly connectors: readonly Connector[]
  get(id: string): Connector | undefined
  /** Adds a connector; the first one with an id wins (spec: de-duplicated by id). Returns a remover. */
  add(connector: Connector): () => void
  dispose(): void
}

export type CreateConnectorRegistryParameters = {
  /**
   * Where wallets announce (EIP-6963) and where `ethereum` is injected. Without one (server
   * rendering, Node) only added connectors are listed.
   * @default globalThis.window
   */
  window?: EventTarget & { ethereum?: unknown }
  clock: Clock
  networks: readonly Network[]
  /** @default 60_000 (`WALLET_REQUEST_TIMEOUT_MS`) */
  requestTimeoutMs?: number
  /**
   * Lists Wallet Standard Solana wallets too; set when the app has a Solana network. The
   * discovery code loads lazily, so an EVM-only app never downloads it.
   * @default undefined (no Solana wallets)
   */
  walletStandard?: DiscoverWalletStandardParameters
}

/**
 * Creates the registry of connectors: announced wallets first (in announcement order), then the
 * legacy `window.ethereum` as 'injected' unless an announced wallet is that same provider, then
 * connectors other plugins add. An id seen before is dropped: the first one wins. With
 * `walletStandard`, a Solana wallet with the name of an announced one joins it (one entry, two
 * namespaces); other Solana wallets follow the announced ones.
 *
 * @example
 * const registry = createConnectorRegistry({ clock: systemClock, networks })
 * registry.connectors$.subscribe((list) => render(list))
 * const remove = registry.add(walletConnectConnector)
 */
export function createConnectorRegistry({
  window = globalThis.window,
  clock,
  networks,
  requestTimeoutMs,
  walletStandard,
}: CreateConnectorRegistryParameters): ConnectorRegistry {
  const announced = new Map<Eip1193Provider, Connector>()
  let injected: Connector | undefined
  let added: Connector[] = []
  const connectors$ = new BehaviorSubject<readonly Connector[]>([])
  const discovery = discoverEip6963({ target: window })
  let mergeSolana = (list: Connector[]) => list
  let stopSolana: (() => void) | undefined
  let disposed = false

  const publish = () => {
    const visibleInjected = injected && !announced.has(injected.getProvider()) ? [injected] : []
    const seen = new Set<string>()
    const browser = mergeSolana([...announced.values(), ...visibleInjected])
    const list = [...browser, ...added].filter((connector) => {
      if (seen.has(connector.id)) return false
      seen.add(connector.id)
      return true
    })
    connectors$.next(list)
  }

  const subscription = discovery.providers$.subscribe((details) => {
    for (const { info, provider } of details)
      if (!announced.has(provider))
        announced.set(
          provider,
          lazyEip1193Connector({ provider, info, clock, networks, requestTimeoutMs }),
        )
    publish()
  })

  const findInjected = () => {
    const provider = window?.ethereum as Eip1193Provider | undefined
    if (injected || typeof provider?.request !== 'function') return
    injected = lazyEip1193Connector({ provider, clock, networks, requestTimeoutMs })
    publish()
  }
  findInjected()
  if (walletStandard)
    void import('../connectors/watchSolanaConnectors.ts').then(({ watchSolanaConnectors }) => {
      if (disposed) return
      stopSolana = watchSolanaConnectors(
        walletStandard,
        (merge) => {
          mergeSolana = merge
          publish()
        },
        NEVER,
      )
    })
  // Some wallets inject `window.ethereum` after the page loaded, then fire this event.
  window?.addEventListener('ethereum#initialized', findInjected)

  return {
    connectors$: connectors$.asObservable(),
    get connectors() {
      return connectors$.value
    },
    get: (id) => connectors$.value.find((connector) => connector.id === id),
    add(connector) {
      if (connectors$.value.some((c) => c.id === connector.id)) return () => {}
      added = [...added, connector]
      publish()
      return () => {
        added = added.filter((c) => c !== connector)
        publish()
      }
    },
    dispose() {
      disposed = true
      stopSolana?.()
      subscription.unsubscribe()
      discovery.stop()
      window?.removeEventListener('ethereum#initialized', findInjected)
      connectors$.complete()
    },
  }
}
