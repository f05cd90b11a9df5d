import { type Clock, type EventBus, KeyportError, type KeyportStorage } from '@keyport/kernel'
import { BehaviorSubject, type Observable, Subscription } from 'rxjs'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type {
  ChainNamespace,
  ConnectionResult,
  Connector,
  Eip1193Provider,
} from '../connectors/types.ts'
import {
  ConnectorNotFoundError,
  DisconnectFailedError,
  NamespaceNotSupportedError,
  WalletNotConnectedError,
} from '../errors.ts'
import type { ConnectorRegistry } from './ConnectorRegistry.ts'
import { createRecentWallets } from './recentWallets.ts'
import { solanaState } from './solanaState.ts'

type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Spec section 3 "Account state", the parts the connect plugin owns. */
export type ConnectionState = {
  status: ConnectionStatus
  connectorId?: string
  address?: `0x${string}`
  accounts: readonly `0x${string}`[]
  chainId?: number
  /** False when the wallet sits on a chain the app does not support. */
  chainSupported: boolean
  /** The last connect failure's user-facing message, cleared by the next attempt. */
  error?: string
  /** The connected account's namespace; absent means 'eip155'. */
  namespace?: ChainNamespace
  /** CAIP-2 network of a Solana connection (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  caipNetworkId?: string
  /** CAIP-10 account of a Solana connection (`solana:<genesis>:<base58>`); hooks derive EVM's. */
  caipAddress?: string
  /** The Solana wallet's base58 accounts, the active one first. */
  solanaAccounts?: readonly string[]
}

/**
 * The wallet connection: status disconnected → connecting → connected (spec section 4), the
 * last connector remembered for reconnect after reload, a disconnect that sticks across reloads.
 * Implemented by `createConnectionService` (same folder).
 */
export interface ConnectionService {
  readonly state$: Observable<ConnectionState>
  readonly state: ConnectionState
  /** `namespace: 'solana'` connects the wallet's Solana side (a Solana-only wallet always does). */
  connect(
    connectorId: string,
    options?: { chainId?: number; namespace?: ChainNamespace },
  ): Promise<void>
  /** Throws `DisconnectFailedError` ('Failed to disconnect') on failure. */
  disconnect(): Promise<void>
  /** Reconnects silently to the last connector, unless the user disconnected. */
  reconnect(): Promise<boolean>
  /**
   * False until the first `reconnect()` has settled, however it ended: after that the state
   * only changes on a user's or wallet's action (the plugin calls `reconnect` once, at start).
   */
  readonly restored$: Observable<boolean>
  readonly restored: boolean
  switchChain(chainId: number): Promise<void>
  /** An EIP-1193 provider for viem or ethers: the connected wallet's, forwarding reads and writes. */
  provider(): Eip1193Provider | undefined
  dispose(): void
}

/** Storage keys (under the kernel's `@keyport/` prefix) that carry the connection across reloads. */
export const connectionStorageKeys = {
  /** The id of the connector to reconnect to after a reload. */
  CONNECTOR_ID: 'connect.connector_id',
  /** Set by `disconnect()`, cleared by `connect()`: the user's disconnect sticks across reloads. */
  DISCONNECTED: 'connect.disconnected',
  /** The namespace of the connection to restore; absent means 'eip155'. */
  NAMESPACE: 'connect.namespace',
} as const

/** How long `reconnect()` waits for the last wallet to announce itself after a reload. */
const RECONNECT_WAIT_MS = 1_000

export type CreateConnectionServiceParameters = {
  registry: ConnectorRegistry
  storage: KeyportStorage
  bus: EventBus
  clock: Clock
  /** The app's networks; a wallet on another chain has `chainSupported: false`. */
  networks: readonly Network[]
  /** @default 1_000 (`RECONNECT_WAIT_MS`) */
  reconnectWaitMs?: number
  /** The app's Solana networks; the first is where Solana accounts connect. @default [] */
  solanaNetworks?: readonly SolanaNetwork[]
}

const disconnected: ConnectionState = { status: 'disconnected', accounts: [], chainSupported: true }

/**
 * Creates the connection service. `connect` records the recent wallet and the connector for
 * `reconnect` after a reload; `disconnect` clears both the live state and the stored connector and
 * remembers that the user disconnected, so a reload does not reconnect. The recent wallets list
 * is kept: the spec's reset clears the in-flight "recent wallet" of a pairing, not the list of
 * the 2 most recent wallets that the Connect view shows.
 *
 * @example
 * const connection = createConnectionService({ registry, storage, bus, clock, networks })
 * await connection.reconnect()
 * await connection.connect('io.metamask')
 */
export function createConnectionService({
  registry,
  storage,
  bus,
  clock,
  networks,
  reconnectWaitMs = RECONNECT_WAIT_MS,
  solanaNetworks = [],
}: CreateConnectionServiceParameters): ConnectionService {
  const state$ = new BehaviorSubject<ConnectionState>(disconnected)
  const restored$ = new BehaviorSubject(false)
  const recent = createRecentWallets(storage)
  let connector: Connector | undefined
  let events: Subscription | undefined
  // Each attempt gets a number; a slower, older attempt never overwrites a newer one.
  let attempt = 0

  const set = (patch: Partial<ConnectionState>) => state$.next({ ...state$.value, ...patch })
  const supported = (chainId: number) => networks.some((network) => network.id === chainId)

  const followSolana = (next: Connector, network: SolanaNetwork) => {
    events?.unsubscribe()
    connector = next
    const stop = next.solana?.subscribe((event) => {
      if (event.type === 'disconnect') return walletDisconnected()
      if (event.accounts[0] === state$.value.solanaAccounts?.[0]) return
      state$.next(solanaState(next.id, network, event.accounts))
    })
    events = new Subscription(stop)
  }

  const connectedSolana = (
    next: Connector,
    network: SolanaNetwork,
    accounts: readonly string[],
  ) => {
    followSolana(next, network)
    storage.setItem(connectionStorageKeys.CONNECTOR_ID, next.id)
    storage.setItem(connectionStorageKeys.NAMESPACE, 'solana')
    storage.removeItem(connectionStorageKeys.DISCONNECTED)
    state$.next(solanaState(next.id, network, accounts))
  }

  // The Solana side when asked for, or when the wallet has no other side.
  const solanaSide = (next: Connector, namespace?: ChainNamespace) =>
    next.solana &&
    (namespace === 'solana' || (!namespace && next.namespaces?.every((n) => n === 'solana')))
      ? next.solana
      : undefined

  const follow = (next: Connector) => {
    events?.unsubscribe()
    connector = next
    events = next.events$.subscribe((event) => {
      if (event.type === 'disconnect' || (event.type === 'accountsChanged' && !event.accounts[0]))
        return walletDisconnected()
      if (event.type === 'accountsChanged') {
        const address = event.accounts[0]!
        const changed = address !== state$.value.address
        set({ address, accounts: event.accounts })
        if (changed) bus.emit('connect:account-changed', { address })
        return
      }
      if (event.chainId === state$.value.chainId) return
      set({ chainId: event.chainId, chainSupported: supported(event.chainId) })
      bus.emit('connect:chain-changed', {
        chainId: event.chainId,
        supported: supported(event.chainId),
      })
    })
  }

  const connected = (next: Connector, result: ConnectionResult) => {
    follow(next)
    storage.setItem(connectionStorageKeys.CONNECTOR_ID, next.id)
    storage.removeItem(connectionStorageKeys.NAMESPACE)
    storage.removeItem(connectionStorageKeys.DISCONNECTED)
    state$.next({
      status: 'connected',
      connectorId: next.id,
      address: result.address,
      accounts: result.accounts,
      chainId: result.chainId,
      chainSupported: supported(result.chainId),
    })
    bus.emit('connect:connected', {
      connectorId: next.id,
      address: result.address,
      chainId: result.chainId,
    })
  }

  const reset = () => {
    events?.unsubscribe()
    events = undefined
    const connectorId = connector?.id ?? state$.value.connectorId
    connector = undefined
    state$.next(disconnected)
    if (connectorId) bus.emit('connect:disconnected', { connectorId })
  }

  // The wallet ended the connection (locked, revoked, switched off): forget it, but this was not
  // the user's disconnect, so a later connect elsewhere still reconnects normally.
  const walletDisconnected = () => {
    attempt++
    storage.removeItem(connectionStorageKeys.CONNECTOR_ID)
    reset()
  }

  // A Solana connection waits for the wallet's Solana side, which registers apart from EIP-6963.
  const waitForConnector = (id: string, namespace?: ChainNamespace) =>
    new Promise<Connector | undefined>((resolve) => {
      const ready = (c: Connector) => c.id === id && (namespace !== 'solana' || Boolean(c.solana))
      const found = registry.connectors.find(ready)
      if (found) return resolve(found)
      let cancel = () => {}
      const subscription = registry.connectors$.subscribe((list) => {
        const match = list.find(ready)
        if (!match) return
        cancel()
        subscription?.unsubscribe()
        resolve(match)
      })
      cancel = clock.setTimeout(() => {
        subscription.unsubscribe()
        resolve(undefined)
      }, reconnectWaitMs)
    })

  // The restore attempt after a reload: the last wallet, silently, unless the user disconnected.
  const restore = async (): Promise<boolean> => {
    if (storage.getItem(connectionStorageKeys.DISCONNECTED) === true) return false
    const id = storage.getItem<string>(connectionStorageKeys.CONNECTOR_ID)
    if (typeof id !== 'string' || state$.value.status !== 'disconnected') return false
    const current = ++attempt
    state$.next({ ...disconnected, status: 'connecting', connectorId: id })
    const namespace = storage.getItem<ChainNamespace>(connectionStorageKeys.NAMESPACE) ?? undefined
    try {
      const next = await waitForConnector(id, namespace)
      const solana = next && solanaSide(next, namespace)
      const network = solanaNetworks[0]
      if (next && solana && network) {
        const granted = await solana.getAccounts()
        if (current !== attempt) return false
        if (!granted[0]) {
          storage.removeItem(connectionStorageKeys.CONNECTOR_ID)
          state$.next(disconnected)
          return false
        }
        connectedSolana(next, network, granted)
        return true
      }
      const accounts = next ? await next.getAccounts() : []
      if (current !== attempt) return false
      if (!next || !accounts[0]) {
        // The wallet is gone or no longer grants accounts; asking again would prompt.
        storage.removeItem(connectionStorageKeys.CONNECTOR_ID)
        state$.next(disconnected)
        return false
      }
      const chainId = await next.getChainId()
      if (current !== attempt) return false
      connected(next, { address: accounts[0], accounts, chainId })
      return true
    } catch {
      if (current === attempt) state$.next(disconnected)
      return false
    }
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },

    async connect(connectorId, options) {
      const next = registry.get(connectorId)
      if (!next) throw new ConnectorNotFoundError(connectorId)
      const solana = solanaSide(next, options?.namespace)
      const network = solanaNetworks[0]
      if (options?.namespace === 'solana' && !(solana && network))
        throw new NamespaceNotSupportedError(next.name, 'Solana')
      const current = ++attempt
      events?.unsubscribe()
      connector = undefined
      state$.next({ ...disconnected, status: 'connecting', connectorId })
      bus.emit('connect:connecting', { connectorId })
      let result: ConnectionResult | undefined
      let solanaAccounts: readonly string[] = []
      try {
        if (solana && network) solanaAccounts = (await solana.connect()).accounts
        else
          try {
            result = await next.connect(options)
          } catch (error) {
            // A connector that learns its namespaces by connecting (a WalletConnect session) may
            // be granted Solana alone: it then offers the Solana side, connected already.
            const granted = error instanceof NamespaceNotSupportedError && solanaSide(next)
            if (!(granted && network)) throw error
            solanaAccounts = (await granted.connect()).accounts
          }
      } catch (error) {
        if (current === attempt) {
          // Raw wallet errors ('Request already pending', '[object Object]') mean little to users.
          const message =
            error instanceof KeyportError
              ? error.shortMessage
              : `${next.name} could not connect. Try again or use another wallet.`
          state$.next({ ...disconnected, error: message })
          bus.emit('connect:rejected', { connectorId, message })
        }
        throw error
      }
      if (current !== attempt) return
      recent.add({ id: next.id, rdns: next.rdns })
      if (result) connected(next, result)
      else if (network) connectedSolana(next, network, solanaAccounts)
    },

    async disconnect() {
      attempt++
      const active = connector
      if (active)
        try {
          if (state$.value.namespace === 'solana') await active.solana?.disconnect()
          else await active.disconnect()
        } catch (error) {
          throw new DisconnectFailedError(error)
        }
      storage.removeItem(connectionStorageKeys.CONNECTOR_ID)
      storage.removeItem(connectionStorageKeys.NAMESPACE)
      storage.setItem(connectionStorageKeys.DISCONNECTED, true)
      reset()
    },

    async reconnect() {
      const reconnected = await restore()
      if (!restored$.value) restored$.next(true)
      return reconnected
    },
    restored$: restored$.asObservable(),
    get restored() {
      return restored$.value
    },

    async switchChain(chainId) {
      const active = connector
      if (!active || state$.value.status !== 'connected') throw new WalletNotConnectedError()
      await active.switchChain(chainId)
      if (active !== connector || state$.value.chainId === chainId) return
      set({ chainId, chainSupported: supported(chainId) })
      bus.emit('connect:chain-changed', { chainId, supported: supported(chainId) })
    },

    provider: () =>
      state$.value.status === 'connected' && state$.value.namespace !== 'solana'
        ? connector?.getProvider()
        : undefined,

    dispose() {
      attempt++
      events?.unsubscribe()
      state$.complete()
    },
  }
}
