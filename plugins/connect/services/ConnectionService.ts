import { type Clock, type EventBus, KeyportError, type KeyportStorage } from '@keyport/kernel'
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
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
import {
  type ConnectionState,
  connectionStorageKeys,
  disconnectedState as disconnected,
  restorableConnectorId,
  storedConnectionChainId,
} from './connectionState.ts'
import {
  eip155Account,
  eip155ChainChange,
  type FollowTarget,
  followEip155,
  followSolana,
  solanaAccount,
} from './followWallet.ts'
import { grantedAccounts, solanaSide } from './grantedAccounts.ts'
import { createRecentWallets } from './recentWallets.ts'
import { solanaState } from './solanaState.ts'
import { type WhenPageLoaded, waitForConnector } from './waitForConnector.ts'

export { type ConnectionState, connectionStorageKeys } from './connectionState.ts'

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

/**
 * How long after the page has loaded `reconnect()` waits for the last wallet to announce itself
 * (EIP-6963) or register (Wallet Standard): some extensions inject their script a second or two
 * after the page's own. Meanwhile the state says 'connecting'.
 */
const RECONNECT_WAIT_MS = 3_000

export type CreateConnectionServiceParameters = {
  registry: ConnectorRegistry
  storage: KeyportStorage
  bus: EventBus
  clock: Clock
  /** The app's networks; a wallet on another chain has `chainSupported: false`. */
  networks: readonly Network[]
  /** @default 3_000 (`RECONNECT_WAIT_MS`), counted from the page's `load` event */
  reconnectWaitMs?: number
  /** When the reconnect wait starts. @default afterPageLoad */
  whenPageLoaded?: WhenPageLoaded
  /** The app's Solana networks; the first is where Solana accounts connect. @default [] */
  solanaNetworks?: readonly SolanaNetwork[]
}

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
  whenPageLoaded,
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
  // The stored connection, all of it: the wallet is gone, or the user disconnected.
  const forget = () => {
    storage.removeItem(connectionStorageKeys.CONNECTOR_ID)
    storage.removeItem(connectionStorageKeys.NAMESPACE)
    storage.removeItem(connectionStorageKeys.CHAIN_ID)
  }
  // The EVM chain the connection is on, so a reload restores onto it (a WalletConnect session
  // approved for several chains would otherwise come back on its first).
  const chainKept = state$.subscribe(({ status, namespace, chainId }) => {
    if (status === 'connected' && namespace !== 'solana' && chainId !== undefined)
      storage.setItem(connectionStorageKeys.CHAIN_ID, chainId)
  })
  const supported = (chainId: number) => networks.some((network) => network.id === chainId)

  // What following a wallet reads and changes; 'disconnected' is the wallet's own disconnect.
  const target: FollowTarget = {
    get state() {
      return state$.value
    },
    next: (state) => state$.next(state),
    bus,
    supported,
    disconnected: () => walletDisconnected(),
  }

  const connectedSolana = (
    next: Connector,
    network: SolanaNetwork,
    accounts: readonly string[],
  ) => {
    events?.unsubscribe()
    connector = next
    events = followSolana(next, network, target)
    storage.setItem(connectionStorageKeys.CONNECTOR_ID, next.id)
    storage.setItem(connectionStorageKeys.NAMESPACE, 'solana')
    storage.removeItem(connectionStorageKeys.DISCONNECTED)
    const state = solanaState(next.id, network, accounts)
    state$.next(state)
    bus.emit('connect:connected', { connectorId: next.id, ...solanaAccount(state) })
  }

  const connected = (next: Connector, result: ConnectionResult) => {
    events?.unsubscribe()
    connector = next
    events = followEip155(next, target)
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
      ...eip155Account(result.address, result.chainId),
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
    forget()
    reset()
  }

  // The restore attempt after a reload: the last wallet, silently, unless the user disconnected.
  const restore = async (): Promise<boolean> => {
    const id = restorableConnectorId(storage)
    if (id === undefined || state$.value.status !== 'disconnected') return false
    const current = ++attempt
    state$.next({ ...disconnected, status: 'connecting', connectorId: id })
    const namespace = storage.getItem<ChainNamespace>(connectionStorageKeys.NAMESPACE) ?? undefined
    try {
      const waitMs = reconnectWaitMs
      const next = await waitForConnector({
        registry,
        clock,
        id,
        namespace,
        waitMs,
        whenPageLoaded,
      })
      const chainId = storedConnectionChainId(storage)
      const granted = next && (await grantedAccounts(next, namespace, solanaNetworks, chainId))
      if (current !== attempt) return false
      if (!next || !granted) {
        // The wallet is gone or no longer grants accounts; asking again would prompt. Nothing of
        // the stale connection stays, so the next load starts disconnected at once.
        forget()
        state$.next(disconnected)
        return false
      }
      if (granted.namespace === 'solana') connectedSolana(next, granted.network, granted.accounts)
      else connected(next, granted.result)
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
      forget()
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
      bus.emit('connect:chain-changed', eip155ChainChange(chainId, supported(chainId)))
    },

    provider: () =>
      state$.value.status === 'connected' && state$.value.namespace !== 'solana'
        ? connector?.getProvider()
        : undefined,

    dispose() {
      attempt++
      events?.unsubscribe()
      chainKept.unsubscribe()
      state$.complete()
    },
  }
}
