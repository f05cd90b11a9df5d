import type { accountDataToken, connectionToken, Network, SolanaNetwork } from '@keyport/connect'
import {
  type Clock,
  type EventBus,
  type HttpClient,
  systemClock,
  type ToastService,
  type TokenType,
} from '@keyport/kernel'
import type { Wallet } from '@wallet-standard/base'
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { SendError, SignatureDeclinedError } from '../errors.ts'
import type { Eip155SendPreview, SendDraft } from './prepareSend.ts'
import { eip155Route, type SendRoute, solanaRoute } from './sendRoutes.ts'
import type { SolanaSendPreview } from './solana/prepareSolanaSend.ts'

/** The preview of a send: eip155's, or Solana's (`namespace: 'solana'`). */
export type SendPreview = Eip155SendPreview | SolanaSendPreview

/** Where the send stands (spec: preview, sending state, confirmed view). */
export type SendStep =
  | { step: 'editing' }
  | { step: 'preparing' }
  | { step: 'ready'; preview: SendPreview }
  | { step: 'signing'; preview: SendPreview }
  /** `hash`: the 0x transaction hash on eip155, the base58 signature on Solana. */
  | { step: 'submitted'; preview: SendPreview; hash: string }
  | { step: 'confirmed'; preview: SendPreview; hash: string; reverted: boolean }

/** The draft, the step, and the last error (cleared by the next change or attempt). */
export type SendFlowState = SendStep & { draft: SendDraft; error?: SendError }

/**
 * One send from draft to confirmation, shared by the send views. Implemented by
 * `createSendFlow` (same folder).
 */
export interface SendFlow {
  readonly state$: Observable<SendFlowState>
  readonly state: SendFlowState
  /** Changes the draft; any preview is dropped and the step goes back to editing. */
  update(patch: Partial<SendDraft>): void
  /** Checks the draft on `network` and prices it; ends 'ready' or 'editing' with an error. */
  prepare(network: Network | SolanaNetwork): Promise<void>
  /** Sends the prepared transaction and waits until it is mined. */
  send(): Promise<void>
  /** Starts a new, empty draft. */
  reset(): void
  /** Starts loading the viem half now, so the first preview does not wait for it. */
  preload(): void
  dispose(): void
}

type SendActions = typeof import('./sendActions.ts')
type SolanaSendActions = typeof import('./solana/solanaSendActions.ts')

export type CreateSendFlowParameters = {
  connection: Pick<TokenType<typeof connectionToken>, 'state$' | 'state' | 'provider'>
  accountData: Pick<TokenType<typeof accountDataToken>, 'data' | 'refresh'>
  /** The kernel's data API client, for names and the Solana JSON-RPC. */
  dataApi: HttpClient
  /** The data API's base URL and project id: its RPC endpoint is one of each chain's URLs. @default {} */
  rpcOptions?: { apiUrl?: string; projectId?: string }
  bus: EventBus
  toast: Pick<ToastService, 'showError'>
  /** Loads the viem half. @default () => import('./sendActions.ts') */
  load?: () => Promise<SendActions>
  /** Loads the Solana half. @default () => import('./solana/solanaSendActions.ts') */
  loadSolana?: () => Promise<SolanaSendActions>
  /** The connected wallet's Wallet Standard side, for Solana sends. @default () => undefined */
  solanaWallet?: () => Wallet | undefined
  /** Paces the Solana confirmation polls. @default systemClock */
  clock?: Pick<Clock, 'setTimeout'>
}

const emptyDraft: SendDraft = { amount: '', recipient: '' }

/**
 * Creates the send flow. It loads viem only when a preview is asked for, so opening the Account
 * view costs nothing. A change of account or chain drops a draft's token and preview; a send
 * already in the wallet or on chain is followed to its end. A mined send emits
 * 'send-receive:sent' and refreshes the balances.
 *
 * @example
 * const flow = createSendFlow({ connection, accountData, dataApi, bus, toast })
 * flow.update({ token, amount: '0.5', recipient: 'alice.keyport.id' })
 * await flow.prepare(network) // flow.state.step === 'ready'
 * await flow.send() // 'signing', 'submitted', then 'confirmed'
 */
export function createSendFlow({
  connection,
  accountData,
  dataApi,
  rpcOptions,
  bus,
  toast,
  load = () => import('./sendActions.ts'),
  loadSolana = () => import('./solana/solanaSendActions.ts'),
  solanaWallet = () => undefined,
  clock = systemClock,
}: CreateSendFlowParameters): SendFlow {
  const state$ = new BehaviorSubject<SendFlowState>({ step: 'editing', draft: emptyDraft })
  // Bumped by every change of the draft; an answer for an older draft is dropped.
  let version = 0
  // How each preview is sent and followed, on the chain it was priced on.
  const routes = new WeakMap<SendPreview, SendRoute<SendPreview>>()
  const set = (next: SendFlowState) => state$.next(next)
  const editing = (draft: SendDraft, error?: SendError): SendFlowState => ({
    step: 'editing',
    draft,
    error,
  })
  const asSendError = (error: unknown) =>
    error instanceof SendError ? error : new SendError('sendFailed', {}, { cause: error })

  const route = async (network: Network | SolanaNetwork, draft: SendDraft) => {
    const common = { draft, connection, accountData, dataApi, rpcOptions }
    if (network.chainNamespace === 'solana') {
      const actions = await loadSolana()
      return solanaRoute({ ...common, network, actions, clock, wallet: solanaWallet })
    }
    return eip155Route({ ...common, network, actions: await load() })
  }

  const prepare = async (network: Network | SolanaNetwork) => {
    const { draft } = state$.value
    const run = ++version
    if (connection.state.status !== 'connected')
      return set(editing(draft, new SendError('notConnected')))
    set({ step: 'preparing', draft })
    try {
      const prepared: SendRoute<SendPreview> = await route(network, draft)
      routes.set(prepared.preview, prepared)
      if (run === version) set({ step: 'ready', draft, preview: prepared.preview })
    } catch (error) {
      if (run === version) set(editing(draft, asSendError(error)))
    }
  }

  const send = async () => {
    const current = state$.value
    if (current.step !== 'ready') return
    const { draft, preview } = current
    const run = ++version
    set({ step: 'signing', draft, preview })
    const prepared = routes.get(preview) as SendRoute<SendPreview>
    let hash: string
    try {
      hash = await prepared.submit()
    } catch (error) {
      const failure = asSendError(error)
      if (failure instanceof SignatureDeclinedError) toast.showError(failure.shortMessage)
      if (run !== version) return
      if (failure.code === 'networkChanged') set(editing(draft, failure))
      else set({ step: 'ready', draft, preview, error: failure })
      return
    }
    if (run === version) set({ step: 'submitted', draft, preview, hash })
    let reverted: boolean
    try {
      ;({ reverted } = await prepared.confirm(hash))
    } catch (error) {
      const failure = new SendError('receiptFailed', {}, { cause: error })
      if (run === version) set({ step: 'submitted', draft, preview, hash, error: failure })
      return
    }
    // A reverted transaction is listed too (as failed), so the history is told either way.
    bus.emit('send-receive:sent', { hash, chainId: preview.chainId, from: preview.from })
    accountData.refresh({ force: true }).catch(() => {})
    if (run === version) set({ step: 'confirmed', draft, preview, hash, reverted })
  }

  const subscription = connection.state$
    .pipe(
      map(({ status, address, chainId, caipAddress }) =>
        status === 'connected' ? (caipAddress ?? `${address?.toLowerCase()}@${chainId}`) : '',
      ),
      distinctUntilChanged(),
    )
    .subscribe(() => {
      const current = state$.value
      if (current.step === 'editing' || current.step === 'preparing' || current.step === 'ready') {
        version++
        set(editing({ ...current.draft, token: undefined }))
      }
    })

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    update(patch) {
      const current = state$.value
      if (current.step === 'signing' || current.step === 'submitted') return
      version++
      set(editing({ ...current.draft, ...patch }))
    },
    prepare,
    send,
    reset() {
      const { step } = state$.value
      if (step === 'signing' || step === 'submitted') return
      version++
      set(editing(emptyDraft))
    },
    preload() {
      load().catch(() => {})
    },
    dispose() {
      version++
      subscription.unsubscribe()
      state$.complete()
    },
  }
}
