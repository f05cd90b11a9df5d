import type { accountDataToken, connectionToken, connectorsToken, Network } from '@keyport/connect'
import type { Clock, EventBus, ModalService, Router, TokenType } from '@keyport/kernel'
import { BehaviorSubject, type Observable } from 'rxjs'
import { accountNameProblem, toFullName } from '../accountName.ts'
import { coinTypeFromChainId } from '../coinType.ts'
import { ChainIdInvalidError, NameRegistrationError, NamesError } from '../errors.ts'
import type {} from '../events.ts'
import type { NameApi } from './createNameApi.ts'
import { signRegistrationMessage } from './signRegistrationMessage.ts'

/** Spec §9: names exist for eip155 accounts only. */
const namesNamespaces = ['eip155'] as const
export type NamesNamespace = (typeof namesNamespaces)[number]

/** Where a registration stands; the register and success views read it. */
export type NameRegistrationState = {
  /** Spec §4: set once the checks pass, cleared when the attempt ends or is cancelled. */
  loading: boolean
  /** The full name of the latest attempt, e.g. 'alice.keyport.id'. */
  name?: string
  /** The full name once the latest attempt registered it. */
  registered?: string
  /** Why the latest attempt failed; its `shortMessage` is shown on RegisterAccountName. */
  error?: NamesError
  /** Spec §4: the profile name stored per chain namespace by a registration. */
  profileNames: Partial<Record<NamesNamespace, string>>
}

/** Spec §4 "Name registration". Implemented by `createNameRegistration` (same file). */
export interface NameRegistration {
  readonly state$: Observable<NameRegistrationState>
  readonly state: NameRegistrationState
  /**
   * Registers `label` (before `.keyport.id`) for the connected account on `network`, the
   * app's network the wallet is on. Rejects with the error it also puts in `state.error`.
   */
  register(label: string, network: Network | undefined): Promise<void>
  /** Spec §4: cancelling from the success view clears loading and returns to RegisterAccountName. */
  cancel(): void
  /** Forgets the last error (the user edits the name). */
  clearError(): void
  dispose(): void
}

export type CreateNameRegistrationParameters = {
  api: Pick<NameApi, 'register' | 'forget'>
  connection: Pick<TokenType<typeof connectionToken>, 'state' | 'provider'>
  connectors: Pick<TokenType<typeof connectorsToken>, 'connectors'>
  accountData: Pick<TokenType<typeof accountDataToken>, 'refresh' | 'forgetIdentity'>
  router: Router
  modal: ModalService
  bus: EventBus
  clock: Clock
}

type Attempt = { cancelled: boolean }

const REGISTER = 'RegisterAccountName'
const SUCCESS = 'RegisterAccountNameSuccess'
// The embedded wallet shows its approval in ApproveTransaction, which replaces the modal's history.
const flowViews = new Set<string>([REGISTER, SUCCESS, 'ApproveTransaction'])

/** True when the wallet request was aborted (closing the modal aborts the embedded wallet's). */
const isAbort = (error: unknown) => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { shortMessage, message, cause } = current as {
      shortMessage?: string
      message?: string
      cause?: unknown
    }
    if (shortMessage === 'Request was aborted' || message === 'Request was aborted') return true
    current = cause
  }
  return false
}

/**
 * Creates the registration flow of spec §4, in its order: it needs an active network, a connected
 * address and an auth connector ('Network not found', 'Address or auth connector not found'); sets
 * loading; converts the chain id to a coin type ('Invalid chainId'); builds the message {name,
 * attributes, timestamp in seconds, coinType}; pushes the success view; asks the wallet to sign; calls the
 * register endpoint; stores the profile name for the chain namespace; replaces the view with the
 * success view. On error it returns to RegisterAccountName with 'Error registering name {name}'
 * (or the name service's reason). Loading is cleared at the end.
 *
 * The embedded wallet's approval closes the modal when it ends; the outcome then reopens it on
 * the success or register view. Closing the modal from the success view, or aborting the
 * approval, cancels instead: no view is forced back open.
 *
 * @example
 * const registration = createNameRegistration({ api, connection, connectors, accountData, router, modal, bus, clock })
 * await registration.register('alice', network) // router shows RegisterAccountNameSuccess
 */
export function createNameRegistration({
  api,
  connection,
  connectors,
  accountData,
  router,
  modal,
  bus,
  clock,
}: CreateNameRegistrationParameters): NameRegistration {
  const state$ = new BehaviorSubject<NameRegistrationState>({ loading: false, profileNames: {} })
  const set = (patch: Partial<NameRegistrationState>) => state$.next({ ...state$.value, ...patch })
  let latest: Attempt | undefined
  const live = (attempt: Attempt) => attempt === latest && !attempt.cancelled

  /** Shows the outcome view: reopens a modal the approval closed, never leaves a view the user chose. */
  const show = (view: typeof REGISTER | typeof SUCCESS) => {
    if (!modal.state.open) return modal.open({ view })
    const current = router.current.view as string
    if (current === view || !flowViews.has(current)) return
    const history = router.state.history
    if (history[history.length - 2]?.view === view) router.goBack()
    else router.replace(view)
  }

  const cancel = ({ navigate }: { navigate: boolean }) => {
    if (!latest || latest.cancelled || !state$.value.loading) return
    latest.cancelled = true
    set({ loading: false })
    if (navigate && modal.state.open && (router.current.view as string) === SUCCESS) show(REGISTER)
  }

  // Closing the modal on the success view is a cancel (ApproveTransaction closes it by itself).
  const closed = bus.on('modal:closed', () => {
    if ((router.current.view as string) === SUCCESS) cancel({ navigate: false })
  })

  const fail = (error: NamesError) => {
    set({ error })
    return error
  }

  const register = async (label: string, network: Network | undefined) => {
    if (state$.value.loading) return
    if (accountNameProblem(label)) throw fail(new NamesError('nameInvalid'))
    const name = toFullName(label)
    if (!network) throw fail(new NamesError('networkNotFound'))
    if (!(namesNamespaces as readonly string[]).includes(network.chainNamespace))
      throw fail(new NamesError('namespace'))
    const { status, address } = connection.state
    const provider = connection.provider()
    const auth = connectors.connectors.some((connector) => connector.type === 'AUTH')
    if (status !== 'connected' || !address || !provider || !auth)
      throw fail(new NamesError('accountNotFound'))

    const attempt: Attempt = { cancelled: false }
    latest = attempt
    set({ loading: true, name, registered: undefined, error: undefined })
    try {
      let coinType: number
      try {
        coinType = coinTypeFromChainId(network.id)
      } catch {
        throw new ChainIdInvalidError(network.id)
      }
      const timestamp = Math.floor(clock.now() / 1000)
      // The coin type is signed too: the name service refuses a body whose coin_type differs.
      const message = JSON.stringify({ name, attributes: {}, timestamp, coinType })
      router.push(SUCCESS)
      const signature = await signRegistrationMessage({ provider, address, message })
      await api.register({ coin_type: coinType, address, message, signature })
      // The name is registered even when the user stopped waiting: state and caches follow.
      set({
        profileNames: { ...state$.value.profileNames, [network.chainNamespace]: name },
        ...(attempt === latest ? { registered: name } : {}),
      })
      // Every cache of this address's names and identity at once: the names list, the identity
      // on every chain (the server dropped its own copies when it answered), then a fresh read.
      api.forget(address)
      accountData.forgetIdentity(address)
      bus.emit('names:registered', { name, address, chainId: network.id })
      accountData.refresh({ force: true }).catch(() => undefined)
      if (live(attempt)) show(SUCCESS)
    } catch (error) {
      const failure = new NameRegistrationError(name, error)
      if (isAbort(error)) cancel({ navigate: false })
      if (live(attempt)) {
        set({ error: failure })
        show(REGISTER)
      }
      throw failure
    } finally {
      if (attempt === latest && state$.value.loading) set({ loading: false })
    }
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    register,
    cancel: () => cancel({ navigate: true }),
    clearError: () => {
      if (state$.value.error) set({ error: undefined })
    },
    dispose() {
      closed()
      state$.complete()
    },
  }
}
