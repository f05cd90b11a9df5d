import type { AppMetadata, Clock } from '@keyport/kernel'
import { BehaviorSubject, filter, firstValueFrom, Observable, Subject, takeUntil } from 'rxjs'
import type { SolanaConnector } from '../connectors/createWalletStandardConnector.ts'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import { RequestTimedOut, timeoutRequest } from '../connectors/timeoutRequest.ts'
import type { Connector, ConnectorEvent } from '../connectors/types.ts'
import {
  WalletConnectPairingCancelledError,
  WalletConnectRelayUnreachableError,
  WalletNotConnectedError,
} from '../errors.ts'
import type { Contributions } from '../services/createContributions.ts'
import { cacaoChainId, completeOneClickAuth } from './completeOneClickAuth.ts'
import { createWalletConnectProvider } from './createWalletConnectProvider.ts'
import { followSession } from './followSession.ts'
import { loadSignClient, type WalletConnectClient } from './loadSignClient.ts'
import type { PairingState } from './PairingState.ts'
import { createPendingPairing, type PendingPairing } from './pendingPairing.ts'
import { evmResult, sessionNamespaces } from './sessionSides.ts'
import { type ApprovedSession, startPairing } from './startPairing.ts'
import { switchSessionChain } from './switchSessionChain.ts'
import { toWalletConnectSession } from './toWalletConnectSession.ts'
import type {
  WalletConnectAuthenticateRequest,
  WalletConnectAuthenticator,
} from './WalletConnectAuthenticator.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'
import type { WalletConnectSolanaHost } from './WalletConnectSolanaHost.ts'
import { walletConnectIcon } from './walletConnectIcon.ts'

/** The WalletConnect connector: a `Connector` plus the pairing the view shows as a QR code. */
export interface WalletConnectConnector extends Connector {
  readonly type: 'WALLET_CONNECT'
  /** The pairing URI and its expiry; watching it keeps a pending pairing fresh. */
  readonly pairing$: Observable<PairingState>
  readonly pairing: PairingState
  /**
   * Starts a pairing before anyone asks to connect, and keeps its URI fresh until the returned
   * function is called: on a phone the modal does this as it opens, so that a wallet's deep link
   * carries a ready URI and opens inside the tap (`preparePairingOnOpen`). The next `connect`
   * takes this pairing over. Does nothing while a session is live.
   */
  prepare(): () => void
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
  /**
   * One-click auth: with an authenticator (the siwx plugin's) and eip155 networks only, a pairing
   * proposes `wc_sessionAuthenticate` and the wallet signs in as it pairs. @default none
   */
  authenticators?: Pick<Contributions<WalletConnectAuthenticator>, 'items'>
  /** How long to wait for the relay before saying it is unreachable. @default 15_000 */
  relayTimeoutMs?: number
  /**
   * The app's Solana networks, asked for in the `solana` namespace, and the factory of the
   * connector's Solana side (`createWalletConnectSolana`, loaded only for such an app).
   * @default undefined: an EVM-only connector
   */
  solana?: {
    networks: readonly SolanaNetwork[]
    create: (host: WalletConnectSolanaHost) => SolanaConnector
  }
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
  solana,
  authenticators,
}: CreateWalletConnectConnectorParameters): WalletConnectConnector {
  const pairing = new BehaviorSubject<PairingState>({ status: 'idle' })
  const events$ = new Subject<ConnectorEvent>()
  let client: Promise<WalletConnectClient> | undefined
  let active: WalletConnectSession | undefined
  let watchers = 0
  const solanaListeners = new Set<(accounts: readonly string[]) => void>()
  // The wallet's changes to the live session (updates, events, its end), for switchChain to wait on.
  const sessionChanged$ = new Subject<WalletConnectSession | undefined>()

  // Only silence means the relay is away; a call the client refuses (an invalid proposal, say)
  // keeps its own error rather than reading as an unreachable relay.
  const withTimeout = async <T>(promise: Promise<T>) => {
    try {
      return await timeoutRequest(promise, clock, relayTimeoutMs)
    } catch (error) {
      throw error instanceof RequestTimedOut
        ? new WalletConnectRelayUnreachableError(relayUrl, error)
        : error
    }
  }
  // The client opens its relay socket while it loads: any failure there is the relay's.
  const loadRelayClient = async () => {
    try {
      return await timeoutRequest(
        loadClient({ relayUrl, projectId, metadata }),
        clock,
        relayTimeoutMs,
      )
    } catch (error) {
      throw new WalletConnectRelayUnreachableError(relayUrl, error)
    }
  }

  const getClient = () => {
    client ??= loadRelayClient().then((created) => {
      followSession(created, {
        get: () => active,
        set: (next) => {
          active = next
          sessionChanged$.next(next)
        },
        emit,
        emitSolana: (accounts) => {
          for (const listener of [...solanaListeners]) listener(accounts)
        },
      })
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
    active = toWalletConnectSession(created, session, networks, wanted)
    return active
  }

  // A stored session to restore (reload), without prompting; onto `chainId` when it holds it.
  const restore = async (chainId?: number) => {
    if (active) return active
    const created = await getClient()
    const now = clock.now() / 1000
    const session = created.session
      .getAll()
      .filter((candidate) => candidate.acknowledged && candidate.expiry > now)
      .at(-1)
    return session ? activate(created, session, chainId) : undefined
  }

  // Spec section 5: the authenticate path needs exactly one namespace, eip155, so an app with
  // Solana networks proposes a plain session. A request that fails or does not come (no nonce
  // from the data API) does too; the sign-in view then asks as usual.
  const authenticateRequest = async (
    authenticator: WalletConnectAuthenticator | undefined,
  ): Promise<WalletConnectAuthenticateRequest | undefined> => {
    if (!authenticator || solana || networks.length === 0) return undefined
    return withTimeout(
      authenticator.request({ chains: networks.map((network) => network.caipNetworkId) }),
    ).catch(() => undefined)
  }

  // Proposes a session and resolves with the approved one; `wanted` is read when it is approved,
  // so a connect that claims a prepared pairing still picks the session's chain.
  const beginPairing = (pairingRun: PendingPairing) => {
    let cancelled = false
    let cancelRun = () => {}
    pairingRun.cancel = () => {
      cancelled = true
      cancelRun()
    }
    pairing.next({ status: 'loading' })
    return (async () => {
      let created: WalletConnectClient
      try {
        created = await getClient()
      } catch (error) {
        if (!cancelled)
          pairing.next({
            status: 'error',
            message: (error as WalletConnectRelayUnreachableError).shortMessage,
          })
        throw error
      }
      const authenticator = authenticators?.items.at(-1)
      const authenticate = await authenticateRequest(authenticator)
      if (cancelled) throw new WalletConnectPairingCancelledError()
      const run = startPairing({
        client: created,
        networks,
        solanaNetworks: solana?.networks,
        clock,
        pairing,
        watchers: () => watchers,
        withTimeout,
        authenticate,
      })
      cancelRun = run.cancel
      const { session, cacaos } = await run.promise
      try {
        // One-click auth signed in on the CACAO's chain: the session starts there.
        const activated = activate(created, session, cacaoChainId(cacaos?.[0]) ?? pairingRun.wanted)
        if (cacaos?.length && authenticate && authenticator)
          await completeOneClickAuth({
            client: created,
            session: activated,
            cacaos,
            request: authenticate,
            authenticator,
          })
        return activated
      } catch (error) {
        // A refused session (an unreadable account, a CACAO that does not match) is ended in
        // the wallet too.
        if (active?.topic === session.topic) active = undefined
        void created.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => {})
        throw error
      }
    })()
  }

  const slot = createPendingPairing({ pairing, clock, reusePendingPairing, begin: beginPairing })
  const pairSession = (wanted?: number, claim = true) => slot.pair(wanted, claim)

  const provider = createWalletConnectProvider({
    session: () => active,
    switchChain: (chainId) => switchChain(chainId),
    networks,
  })

  // Resolves once the live session holds the chain; rejects when the session ends first.
  const sessionHolds = async (chainId: number) => {
    const holds = (session: WalletConnectSession | undefined) =>
      !session || session.chainIds.includes(chainId)
    const gaveUp = new Subject<void>()
    const session = holds(active)
      ? active
      : await withTimeout(
          firstValueFrom(sessionChanged$.pipe(filter(holds), takeUntil(gaveUp))),
        ).finally(() => gaveUp.next())
    if (!session) throw new WalletNotConnectedError()
  }

  async function switchChain(chainId: number) {
    const next = await switchSessionChain(chainId, {
      session: () => active,
      networks,
      withTimeout,
      sessionHolds,
    })
    if (active?.topic !== next.topic) throw new WalletNotConnectedError()
    // The wallet's own chainChanged event may have moved the session already.
    const moved = active.chainId !== chainId
    active = next
    if (moved) emit({ type: 'chainChanged', chainId })
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
        if (watchers === 0) slot.cancel()
      }, 0)
    }
  })

  const disconnect = async () => {
    const session = active
    active = undefined
    sessionChanged$.next(undefined)
    if (!session) return
    try {
      await withTimeout(
        session.client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }),
      )
    } catch {
      // The relay is away: forget the session here; the wallet drops it when it expires.
      await session.client.session.delete(session.topic, USER_DISCONNECTED).catch(() => {})
    }
  }

  const solanaSide = solana?.create({
    networks: solana.networks,
    session: () => active,
    restore: () => restore(),
    pair: () => pairSession(),
    disconnect,
    subscribe(listener) {
      solanaListeners.add(listener)
      return () => solanaListeners.delete(listener)
    },
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
    prepare() {
      const watching = pairing$.subscribe(() => {})
      if (!active && !slot.current) pairSession(undefined, false).catch(() => {})
      return () => watching.unsubscribe()
    },
    async connect(options) {
      // A live session is this wallet connected already (its Solana side was in use, say).
      if (active?.accounts[0]) {
        if (options?.chainId !== undefined && active.chainIds.includes(options.chainId))
          active = { ...active, chainId: options.chainId }
        return evmResult(active)
      }
      return evmResult(await pairSession(options?.chainId))
    },
    disconnect,
    async getAccounts(options) {
      return (await restore(options?.chainId))?.accounts ?? []
    },
    async getChainId() {
      if (!active) throw new WalletNotConnectedError()
      return active.chainId
    },
    switchChain,
    getProvider: () => provider,
    get namespaces() {
      return sessionNamespaces(active, solanaSide !== undefined)
    },
    solana: solanaSide,
  }
}
