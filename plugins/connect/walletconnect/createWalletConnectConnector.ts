import type { AppMetadata, Clock } from '@keyport/kernel'
import { BehaviorSubject, Observable, Subject } from 'rxjs'
import type { Network } from '../connectors/networks.ts'
import { timeoutRequest } from '../connectors/timeoutRequest.ts'
import type { ConnectionResult, Connector, ConnectorEvent } from '../connectors/types.ts'
import {
  ChainSwitchFailedError,
  ConnectionRejectedError,
  WalletConnectRelayUnreachableError,
  WalletNotConnectedError,
} from '../errors.ts'
import { createWalletConnectProvider } from './createWalletConnectProvider.ts'
import { followSession } from './followSession.ts'
import { loadSignClient, type WalletConnectClient } from './loadSignClient.ts'
import type { PairingState } from './PairingState.ts'
import { sessionAccounts } from './sessionAccounts.ts'
import { type ApprovedSession, startPairing } from './startPairing.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'
import { walletConnectIcon } from './walletConnectIcon.ts'

/** The WalletConnect connector: a `Connector` plus the pairing the view shows as a QR code. */
export interface WalletConnectConnector extends Connector {
  readonly type: 'WALLET_CONNECT'
  /** The pairing URI and its expiry; watching it keeps a pending pairing fresh. */
  readonly pairing$: Observable<PairingState>
  readonly pairing: PairingState
}

export type CreateWalletConnectConnectorParameters = {
  relayUrl: string
  projectId: string
  metadata: AppMetadata
  networks: readonly Network[]
  clock: Clock
  /** Keep a pending pairing after the view closes, until it expires (Telegram, iOS Safari). */
  reusePendingPairing: boolean
  /** @default loadSignClient (the SDK by dynamic import) */
  loadClient?: typeof loadSignClient
  /** How long to wait for the relay before saying it is unreachable. @default 15_000 */
  relayTimeoutMs?: number
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * Creates the WalletConnect connector. Nothing loads until it is used: `connect` (the user picked
 * WalletConnect) and `getAccounts` (a stored session to restore) import the SDK. A pairing URI
 * is replaced by a fresh one when it expires while someone watches `pairing$`.
 *
 * @example
 * const connector = createWalletConnectConnector({ relayUrl, projectId, metadata, networks, clock, reusePendingPairing: false })
 * registry.add(connector)
 */
export function createWalletConnectConnector({
  relayUrl,
  projectId,
  metadata,
  networks,
  clock,
  reusePendingPairing,
  loadClient = loadSignClient,
  relayTimeoutMs = 15_000,
}: CreateWalletConnectConnectorParameters): WalletConnectConnector {
  const pairing = new BehaviorSubject<PairingState>({ status: 'idle' })
  const events$ = new Subject<ConnectorEvent>()
  let client: Promise<WalletConnectClient> | undefined
  let active: WalletConnectSession | undefined
  let pending: { promise: Promise<ConnectionResult>; cancel: () => void } | undefined
  let watchers = 0

  const withTimeout = async <T>(promise: Promise<T>) => {
    try {
      return await timeoutRequest(promise, clock, relayTimeoutMs)
    } catch (error) {
      throw new WalletConnectRelayUnreachableError(relayUrl, error)
    }
  }

  const getClient = () => {
    client ??= withTimeout(loadClient({ relayUrl, projectId, metadata })).then((created) => {
      followSession(created, { get: () => active, set: (next) => (active = next), emit })
      return created
    })
    client.catch(() => {
      client = undefined
    })
    return client
  }

  const emit = (event: ConnectorEvent) => {
    provider.emit(event)
    events$.next(event)
  }

  const activate = (created: WalletConnectClient, session: ApprovedSession, wanted?: number) => {
    const namespace = session.namespaces.eip155
    const { accounts, chainIds } = sessionAccounts(namespace)
    const supported = chainIds.filter((id) => networks.some((network) => network.id === id))
    const chainId =
      wanted !== undefined && chainIds.includes(wanted)
        ? wanted
        : (supported[0] ?? chainIds[0] ?? networks[0]!.id)
    active = {
      client: created,
      topic: session.topic,
      accounts,
      chainId,
      chainIds,
      methods: namespace?.methods ?? [],
      walletName: session.peer.metadata.name || 'WalletConnect',
    }
    return active
  }

  const provider = createWalletConnectProvider({
    session: () => active,
    switchChain: (chainId) => switchChain(chainId),
    networks,
  })

  async function switchChain(chainId: number) {
    if (!active) throw new WalletNotConnectedError()
    if (!active.chainIds.includes(chainId)) {
      const name = networks.find((network) => network.id === chainId)?.name ?? `chain ${chainId}`
      throw new ChainSwitchFailedError(
        name,
        new Error(`${active.walletName} did not approve chain ${chainId} in this session.`),
      )
    }
    if (chainId === active.chainId) return
    active = { ...active, chainId }
    emit({ type: 'chainChanged', chainId })
  }

  const pairing$ = new Observable<PairingState>((subscriber) => {
    watchers++
    const subscription = pairing.subscribe(subscriber)
    return () => {
      subscription.unsubscribe()
      watchers--
      if (reusePendingPairing) return
      // Deferred: React's strict mode unsubscribes and subscribes again at once.
      clock.setTimeout(() => {
        if (watchers > 0) return
        pending?.cancel()
        pending = undefined
      }, 0)
    }
  })

  return {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    icon: walletConnectIcon,
    pairing$,
    get pairing() {
      return pairing.value
    },
    events$: events$.asObservable(),
    async connect(options) {
      const state = pairing.value
      if (
        reusePendingPairing &&
        pending &&
        state.status === 'ready' &&
        state.expiresAt > clock.now()
      )
        return pending.promise
      pending?.cancel()
      pairing.next({ status: 'loading' })
      let created: WalletConnectClient
      try {
        created = await getClient()
      } catch (error) {
        pairing.next({
          status: 'error',
          message: (error as WalletConnectRelayUnreachableError).shortMessage,
        })
        throw error
      }
      const pairingRun = startPairing({
        client: created,
        networks,
        clock,
        pairing,
        watchers: () => watchers,
        withTimeout,
      })
      const started = {
        cancel: pairingRun.cancel,
        promise: pairingRun.promise.then((session): ConnectionResult => {
          const { accounts, chainId } = activate(created, session, options?.chainId)
          if (!accounts[0]) throw new ConnectionRejectedError('your wallet')
          return { address: accounts[0], accounts, chainId }
        }),
      }
      pending = started
      started.promise
        .finally(() => {
          if (pending === started) pending = undefined
        })
        .catch(() => {})
      return started.promise
    },
    async disconnect() {
      const session = active
      active = undefined
      if (!session) return
      try {
        await withTimeout(
          session.client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }),
        )
      } catch {
        // The relay is away: forget the session here; the wallet drops it when it expires.
        await session.client.session.delete(session.topic, USER_DISCONNECTED).catch(() => {})
      }
    },
    async getAccounts() {
      if (active) return active.accounts
      const created = await getClient()
      const now = clock.now() / 1000
      const session = created.session
        .getAll()
        .filter((candidate) => candidate.acknowledged && candidate.expiry > now)
        .at(-1)
      return session ? activate(created, session).accounts : []
    },
    async getChainId() {
      if (!active) throw new WalletNotConnectedError()
      return active.chainId
    },
    switchChain,
    getProvider: () => provider,
  }
}
