import type { accountDataToken, connectionToken, Network } from '@keyport/connect'
import type { EventBus, HttpClient, ToastService, TokenType } from '@keyport/kernel'
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { SendError, SignatureDeclinedError } from '../errors.ts'
import type { SendChain } from './createSendChain.ts'
import type { SendDraft, SendPreview } from './prepareSend.ts'

/** Where the send stands (spec: preview, sending state, confirmed view). */
export type SendStep =
  | { step: 'editing' }
  | { step: 'preparing' }
  | { step: 'ready'; preview: SendPreview }
  | { step: 'signing'; preview: SendPreview }
  | { step: 'submitted'; preview: SendPreview; hash: `0x${string}` }
  | { step: 'confirmed'; preview: SendPreview; hash: `0x${string}`; reverted: boolean }

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
  prepare(network: Network): Promise<void>
  /** Sends the prepared transaction and waits until it is mined. */
  send(): Promise<void>
  /** Starts a new, empty draft. */
  reset(): void
  /** Starts loading the viem half now, so the first preview does not wait for it. */
  preload(): void
  dispose(): void
}

type SendActions = typeof import('./sendActions.ts')

export type CreateSendFlowParameters = {
  connection: Pick<TokenType<typeof connectionToken>, 'state$' | 'state' | 'provider'>
  accountData: Pick<TokenType<typeof accountDataToken>, 'data' | 'refresh'>
  /** The kernel's data API client, for names. */
  dataApi: HttpClient
  bus: EventBus
  toast: Pick<ToastService, 'showError'>
  /** Loads the viem half. @default () => import('./sendActions.ts') */
  load?: () => Promise<SendActions>
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
  bus,
  toast,
  load = () => import('./sendActions.ts'),
}: CreateSendFlowParameters): SendFlow {
  const state$ = new BehaviorSubject<SendFlowState>({ step: 'editing', draft: emptyDraft })
  // Bumped by every change of the draft; an answer for an older draft is dropped.
  let version = 0
  // The chain each preview was priced on, to follow its transaction to the receipt.
  const chains = new WeakMap<SendPreview, SendChain>()
  const set = (next: SendFlowState) => state$.next(next)
  const editing = (draft: SendDraft, error?: SendError): SendFlowState => ({
    step: 'editing',
    draft,
    error,
  })
  const asSendError = (error: unknown) =>
    error instanceof SendError ? error : new SendError('sendFailed', {}, { cause: error })

  const prepare = async (network: Network) => {
    const { draft } = state$.value
    const run = ++version
    const { status, address, chainId } = connection.state
    if (status !== 'connected' || !address)
      return set(editing(draft, new SendError('notConnected')))
    if (chainId !== network.id) return set(editing(draft, new SendError('networkChanged')))
    set({ step: 'preparing', draft })
    try {
      const actions = await load()
      const provider = connection.provider()
      const chain = actions.createSendChain({
        rpcUrl: network.rpcUrls.default.http[0],
        provider: provider as Parameters<SendActions['createSendChain']>[0]['provider'],
      })
      const native = accountData.data.balances.find(
        (token) => !token.address && token.chainId === network.caipNetworkId,
      )
      const preview = await actions.prepareSend({
        draft,
        from: address,
        chainId: network.id,
        chain,
        dataApi,
        native: { ...network.nativeCurrency, price: native?.price },
      })
      chains.set(preview, chain)
      if (run === version) set({ step: 'ready', draft, preview })
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
    const actions = await load()
    let hash: `0x${string}`
    try {
      const provider = connection.provider()
      if (!provider) throw new SendError('notConnected')
      hash = await actions.submitSend({ preview, provider, wallet: connection.state })
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
      ;({ reverted } = await (chains.get(preview) as SendChain).waitForReceipt(hash))
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
      map(({ status, address, chainId }) =>
        status === 'connected' ? `${address?.toLowerCase()}@${chainId}` : '',
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
