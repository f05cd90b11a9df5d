import type { connectionToken } from '@keyport/connect'
import {
  apiErrorMessage,
  type Clock,
  type EventBus,
  type I18n,
  KeyportError,
  type Logger,
  type ModalService,
  type Router,
  type ToastService,
  type TokenType,
} from '@keyport/kernel'
import { BehaviorSubject } from 'rxjs'
import {
  SiwxNoActiveCaipAddressError,
  SiwxNoActiveCaipNetworkError,
  SiwxNoConnectionClientError,
  SiwxSessionFailedError,
  SiwxSignatureDeclinedError,
} from '../errors.ts'
import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import type { SiwxStorage } from '../storage/SiwxStorage.ts'
import { sameAccount } from '../storage/sameAccount.ts'
import { assertSiwxAuthenticateNamespaces } from './assertSiwxAuthenticateNamespaces.ts'
import { createSiwxMessage } from './createSiwxMessage.ts'
import { isUserRejection } from './isUserRejection.ts'
import type { SiwxService, SiwxState } from './SiwxService.ts'
import type { SiwxSigners } from './SiwxSigners.ts'

type ConnectionService = TokenType<typeof connectionToken>
type ConnectionState = ConnectionService['state']
type Target = { address: string; chainId: CaipNetworkId }

/** What the plugin's options decide about the flow and the message. */
export type SiwxSettings = {
  /** @default false */
  required: boolean
  /** @default true */
  signOutOnDisconnect: boolean
  /** How long a signed message stays valid. @default 7 days */
  expiresInMs: number
  /** @default location.host */
  domain?: string
  /** @default location.origin */
  uri?: string
  statement?: string
}

export type CreateSiwxServiceParameters = {
  connection: ConnectionService
  storage: SiwxStorage
  /** Who signs for each namespace; see `createSiwxSigners`. */
  signers: SiwxSigners
  modal: ModalService
  router: Pick<Router, 'current'>
  toast: Pick<ToastService, 'showError'>
  bus: EventBus
  t: I18n['t']
  clock: Pick<Clock, 'now'>
  settings: SiwxSettings
  logger?: Logger
  /** Where the app runs, for the default domain and URI. @default globalThis.location */
  location?: Pick<Location, 'host' | 'origin'>
}

const view = 'SIWXSignMessage'

/**
 * The connected network as CAIP-2. A connection that carries its own CAIP-2 id (`caipNetworkId`,
 * which a connection on a Solana network has) names it; otherwise the eip155 chain id does.
 */
const networkOf = (state: ConnectionState): CaipNetworkId | undefined => {
  const caip = state.caipNetworkId
  if (caip && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(caip)) return caip as CaipNetworkId
  return state.chainId === undefined ? undefined : `eip155:${state.chainId}`
}

/**
 * The connected account. A Solana connection names it in its CAIP-10 `caipAddress`
 * (`solana:<genesis>:<base58>`; its `address` holds 0x addresses only), an EVM one in `address`.
 */
const accountOf = (state: ConnectionState): string | undefined =>
  state.namespace === 'solana'
    ? state.caipAddress?.split(':')[2] || state.solanaAccounts?.[0]
    : state.address

const targetOf = (state: ConnectionState): Target | undefined => {
  const chainId = networkOf(state)
  const address = accountOf(state)
  return state.status === 'connected' &&
    address !== undefined &&
    chainId !== undefined &&
    state.chainSupported
    ? { address, chainId }
    : undefined
}

const sameTarget = (a: Target | undefined, b: Target | undefined) =>
  a === b || (!!a && !!b && a.chainId === b.chainId && sameAccount(a.address, b.address))

/**
 * Creates the sign-in service (spec section 4). On every connection change it works out the
 * connected account and chain; when they changed it looks for a covering session, and opens
 * SIWXSignMessage only when there is none, so an account or network switch asks again only when
 * needed. A signature adds a session, closes the modal and emits 'siwx:signed-in'; a declined
 * signature shows 'Signature declined'; disconnecting signs out unless told otherwise.
 *
 * @example
 * const siwx = createSiwxService({ connection, storage, modal, router, toast, bus, t, clock, settings })
 * siwx.state$.subscribe(({ status }) => console.log(status))
 */
export function createSiwxService(parameters: CreateSiwxServiceParameters): SiwxService {
  const { connection, storage, signers, modal, router, toast, bus, t, clock, settings, logger } =
    parameters
  const state$ = new BehaviorSubject<SiwxState>({ status: 'idle' })
  let current: Target | undefined
  let lastAddress: string | undefined
  // A check or sign attempt whose number is no longer the latest was overtaken: it stays silent.
  let checks = 0
  let attempts = 0
  let signing: Promise<SiwxSession | undefined> | undefined

  const set = (next: SiwxState) => state$.next(next)
  const viewShown = () => modal.state.open && router.current.view === view
  const app = () => {
    const location = parameters.location ?? globalThis.location
    const domain = settings.domain ?? location?.host
    const uri = settings.uri ?? location?.origin
    if (!domain || !uri)
      throw new TypeError('siwxPlugin needs { domain, uri } where there is no window.location.')
    return { domain, uri }
  }

  const settle = (target: Target, session: SiwxSession | undefined) => {
    if (session) {
      set({ status: 'signed-in', ...target, session })
      if (viewShown()) modal.close({ force: true })
      return
    }
    set({ status: 'needed', ...target })
    modal.open({ view })
  }

  const onConnection = (state: ConnectionState) => {
    const account = accountOf(state)
    if (state.status === 'connected' && account) lastAddress = account
    else if (state.status === 'disconnected' && lastAddress) {
      const address = lastAddress
      lastAddress = undefined
      if (settings.signOutOnDisconnect) void removeSessions(address)
    }
    const next = targetOf(state)
    if (sameTarget(next, current)) return
    current = next
    attempts++
    signing = undefined
    const check = ++checks
    if (!next) return set({ status: 'idle' })
    set({ status: 'checking', ...next })
    storage.get(next).then(
      (sessions) => {
        if (check !== checks) return
        const now = clock.now()
        settle(
          next,
          sessions.find((s) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > now),
        )
      },
      (error: unknown) => {
        if (check !== checks) return
        logger?.warn('siwx: could not read sessions; asking to sign in', error)
        settle(next, undefined)
      },
    )
  }

  const removeSessions = async (address: string) => {
    try {
      await storage.delete({ address })
    } catch (error) {
      logger?.warn('siwx: could not remove sessions', error)
    }
    bus.emit('siwx:signed-out', { address })
  }

  const createMessage: SiwxService['createMessage'] = async ({ address, chainId }) => {
    const nonce = await storage.getNonce({ address, chainId })
    const issuedAt = new Date(clock.now())
    return createSiwxMessage({
      address,
      chainId,
      nonce,
      ...app(),
      statement: settings.statement,
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + settings.expiresInMs),
    })
  }

  const added = (session: SiwxSession, target: Target, fresh: boolean) => {
    if (fresh && sameTarget(target, current)) {
      set({ status: 'signed-in', ...target, session })
      if (viewShown()) modal.close({ force: true })
    }
    bus.emit('siwx:signed-in', {
      address: session.data.accountAddress,
      chainId: session.data.chainId,
      sessionId: session.id,
    })
    return session
  }

  const attempt = async (): Promise<SiwxSession | undefined> => {
    const state = connection.state
    if (state.status !== 'connected' || !accountOf(state)) throw new SiwxNoActiveCaipAddressError()
    const target = targetOf(state)
    if (!target) throw new SiwxNoActiveCaipNetworkError()
    const signer = signers.get(target.chainId.split(':')[0]!)
    if (!signer || signer.ready?.() === false) throw new SiwxNoConnectionClientError()
    const mine = ++attempts
    const fresh = () => mine === attempts
    set({ status: 'signing', ...target })
    try {
      const { data, message } = await createMessage(target)
      const signature = await signer.signMessage({ message, ...target })
      if (!fresh()) return undefined
      return added(await storage.add({ data, message, signature }), target, fresh())
    } catch (error) {
      const declined = isUserRejection(error)
      const failure = declined
        ? new SiwxSignatureDeclinedError(error)
        : new SiwxSessionFailedError(
            apiErrorMessage(
              error,
              error instanceof KeyportError ? error.shortMessage : t('siwx.failed'),
            ),
            error,
          )
      const shown = declined ? t('siwx.declined') : failure.shortMessage
      if (fresh()) {
        set({ status: 'needed', ...target, error: shown })
        toast.showError(shown)
      }
      if (declined) bus.emit('siwx:declined', target)
      else bus.emit('siwx:failed', { message: shown })
      throw failure
    }
  }

  const subscription = connection.state$.subscribe(onConnection)
  // While sign-in is required and missing, whatever opens the modal shows the sign-in view.
  const offOpened = bus.on('modal:opened', ({ view: opened }) => {
    const { status } = state$.value
    if (settings.required && opened !== view && (status === 'needed' || status === 'signing'))
      modal.open({ view })
  })

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    required: settings.required,

    signIn() {
      if (signing) return signing
      const running: Promise<SiwxSession | undefined> = attempt().finally(() => {
        if (signing === running) signing = undefined
      })
      signing = running
      return running
    },

    async cancel() {
      attempts++
      signing = undefined
      if (state$.value.status === 'signing') set({ ...state$.value, status: 'needed' })
      bus.emit('siwx:cancelled', { required: settings.required })
      if (settings.required)
        try {
          await connection.disconnect()
        } catch {
          toast.showError(t('siwx.disconnectFailed'))
          return
        }
      modal.close({ force: true })
    },

    async signOut() {
      const address = state$.value.address ?? accountOf(connection.state)
      if (!address) return
      attempts++
      await removeSessions(address)
      if (!current) return
      set({ status: 'needed', ...current })
      if (settings.required) modal.open({ view })
    },

    createMessage,

    async addSession(session) {
      const target = { address: session.data.accountAddress, chainId: session.data.chainId }
      return added(await storage.add(session), target, true)
    },

    async createAuthenticateRequest({ chains }) {
      assertSiwxAuthenticateNamespaces(chains.map((chain) => chain.split(':')[0]!))
      const nonce = await storage.getNonce({ chainId: chains[0]! })
      const issuedAt = new Date(clock.now())
      return {
        chains,
        ...app(),
        nonce,
        ...(settings.statement ? { statement: settings.statement } : {}),
        iat: issuedAt.toISOString(),
        exp: new Date(issuedAt.getTime() + settings.expiresInMs).toISOString(),
      }
    },

    dispose() {
      checks++
      attempts++
      subscription.unsubscribe()
      offOpened()
      state$.complete()
    },
  }
}
