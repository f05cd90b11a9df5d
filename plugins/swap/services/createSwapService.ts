import { type accountDataToken, type connectionToken, createWalletCalls } from '@keyport/connect'
import {
  type Clock,
  debounceLatest,
  type EventBus,
  KeyportError,
  type KeyportOptions,
  type TokenType,
} from '@keyport/kernel'
import {
  BehaviorSubject,
  distinctUntilChanged,
  map,
  type Observable,
  Subject,
  type Subscription,
} from 'rxjs'
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_TOLERANCE } from '../constants.ts'
import { SwapRequestFailedError } from '../errors.ts'
import type { SwapToken } from '../schemas.ts'
import { balanceUnits } from './balanceUnits.ts'
import { checkSwap, type SwapCheck, type SwapQuoteState } from './checkSwap.ts'
import type { SwapApi } from './createSwapApi.ts'
import {
  type CreateSwapExecutionParameters,
  createSwapExecution,
  type SwapExecutionState,
} from './createSwapExecution.ts'
import { parseTokenAmount } from './parseTokenAmount.ts'
import { isSwapNetwork } from './swapNetworks.ts'

export type SwapState = {
  /** The token list of the connected chain: 'unsupported' off the swap networks. */
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'error'
  /** Why the token list is missing ('Network not supported for Swaps', a failed call). */
  error?: KeyportError
  chainId?: number
  address?: `0x${string}`
  tokens: readonly SwapToken[]
  from?: SwapToken
  to?: SwapToken
  /** What the user typed in the sell field. */
  amount: string
  quote: SwapQuoteState
  /** What the account holds of `from`; undefined while balances load. */
  balance?: bigint
  /** Whether the swap may go to review, or the first thing to fix. */
  check: SwapCheck
  /** The review, approval and swap steps (SwapPreview). */
  execution: SwapExecutionState
}

/**
 * The swap flow of the Swap, SwapSelectToken and SwapPreview views: tokens of the connected
 * chain, quotes as the user types (debounced, stale ones aborted), the checks before signing,
 * and the review, approval and swap (see `createSwapExecution`).
 */
export interface SwapService {
  readonly state$: Observable<SwapState>
  readonly state: SwapState
  /** Loads the token list for the connected chain (again after a failure or a chain change). */
  load(): Promise<void>
  setAmount(text: string): void
  selectToken(target: 'from' | 'to', token: SwapToken): void
  /** Swaps the sell and buy tokens, keeping the amount. */
  switchTokens(): void
  /** Prepares the review; resolves false when a check fails (shown in `execution.error`). */
  review(): Promise<boolean>
  approve(): Promise<void>
  /** Sends the swap; resolves with its hash once mined. */
  swap(): Promise<`0x${string}` | undefined>
  dispose(): void
}

export type CreateSwapServiceParameters = {
  api: SwapApi
  connection: TokenType<typeof connectionToken>
  accountData: TokenType<typeof accountDataToken>
  clock: Clock
  bus: EventBus
  /** @default 1 (spec §9) */
  slippage?: number
  /** @default 500 */
  debounceMs?: number
  /** Signs, sends and waits (tests). @default sendWalletTransaction */
  send?: CreateSwapExecutionParameters['send']
  /**
   * The app's options that name its paymaster service (`sponsorship`, `apiUrl`, `projectId`): a
   * wallet that batches (EIP-5792) gets approval and swap in one request, sponsored when the app
   * set `sponsorship` and the wallet takes a paymaster service. @default {} (no sponsorship)
   */
  appOptions?: Pick<KeyportOptions, 'sponsorship' | 'apiUrl' | 'projectId'>
  /** Replaces the EIP-5792 helpers (tests). @default createWalletCalls(appOptions) */
  calls?: CreateSwapExecutionParameters['calls']
}

type QuoteInput = {
  key: string
  chainId: number
  from: SwapToken
  to: SwapToken
  amount: bigint
  userAddress: `0x${string}`
}

const initial: Omit<SwapState, 'check'> = {
  status: 'idle',
  tokens: [],
  amount: '',
  quote: { status: 'idle' },
  execution: { status: 'idle' },
}

/**
 * Creates the swap service. It follows the connection (a new account or chain starts over) and
 * the connect plugin's balances, and asks the data API for quotes `debounceMs` after the last
 * keystroke; a newer keystroke aborts the quote in flight.
 *
 * @example
 * const swap = createSwapService({ api, connection, accountData, clock, bus })
 * await swap.load()
 * swap.selectToken('from', usdc)
 * swap.selectToken('to', dai)
 * swap.setAmount('10')
 */
export function createSwapService({
  api,
  connection,
  accountData,
  clock,
  bus,
  slippage = SWAP_SLIPPAGE_TOLERANCE,
  debounceMs = SWAP_QUOTE_DEBOUNCE_MS,
  send,
  appOptions = {},
  calls = createWalletCalls(appOptions),
}: CreateSwapServiceParameters): SwapService {
  const withCheck = (state: Omit<SwapState, 'check'>): SwapState => ({
    ...state,
    check: checkSwap(state),
  })
  const state$ = new BehaviorSubject<SwapState>(withCheck(initial))
  const quoteInput$ = new Subject<QuoteInput | undefined>()
  const subscriptions: Subscription[] = []
  let loading: Promise<void> | undefined

  const set = (patch: Partial<SwapState>) => state$.next(withCheck({ ...state$.value, ...patch }))
  const balanceOf = (token: SwapToken | undefined) => {
    const data = accountData.data
    if (!token || data.loading) return undefined
    return balanceUnits(data.balances, token)
  }

  const execution = createSwapExecution({
    api,
    connection,
    accountData,
    bus,
    slippage,
    read: () => state$.value,
    update: (patch) => set({ execution: { ...state$.value.execution, ...patch } }),
    done: () => set({ amount: '', quote: { status: 'idle' } }),
    send,
    calls,
  })

  // What a quote would answer for now; undefined while there is nothing to ask.
  const quoteInput = (): QuoteInput | undefined => {
    const { from, to, amount, chainId, address, status } = state$.value
    if (!from || !to || !address || chainId === undefined || status !== 'ready') return undefined
    let units: bigint
    try {
      units = parseTokenAmount(amount, from)
    } catch {
      return undefined
    }
    const key = `${chainId}:${from.address}:${to.address}:${units}:${address}`
    return { key, chainId, from, to, amount: units, userAddress: address }
  }

  // Every change of tokens, amount, account or chain re-asks (or stops asking) for a quote.
  const requote = () => {
    const input = quoteInput()
    set({
      balance: balanceOf(state$.value.from),
      execution: { status: 'idle' },
      quote: { status: input ? 'loading' : 'idle' },
    })
    quoteInput$.next(input)
  }

  const ask = async (input: QuoteInput, signal: AbortSignal): Promise<SwapQuoteState> => {
    try {
      const toAmount = await api.quote(input, signal)
      return { status: 'ready', fromAmount: input.amount, toAmount }
    } catch (error) {
      const failure =
        error instanceof KeyportError
          ? error
          : new SwapRequestFailedError('No quote right now. Try again.', error)
      return { status: 'error', error: failure }
    }
  }

  subscriptions.push(
    quoteInput$
      .pipe(
        debounceLatest(clock, debounceMs, async (input, signal) =>
          input ? { key: input.key, quote: await ask(input, signal) } : undefined,
        ),
      )
      .subscribe((answer) => {
        if (answer && answer.key === quoteInput()?.key) set({ quote: answer.quote })
      }),
    accountData.data$.subscribe(() => {
      if (state$.value.from) set({ balance: balanceOf(state$.value.from) })
    }),
    connection.state$
      .pipe(
        map((s) => (s.status === 'connected' ? `${s.address}@${s.chainId}` : '')),
        distinctUntilChanged(),
      )
      .subscribe(() => {
        const { status, address, chainId } = connection.state
        loading = undefined
        state$.next(
          withCheck({
            ...initial,
            address: status === 'connected' ? address : undefined,
            chainId: status === 'connected' ? chainId : undefined,
          }),
        )
        quoteInput$.next(undefined)
      }),
  )

  const load = () => {
    const { chainId, status } = state$.value
    if (status === 'ready' || status === 'unsupported') return Promise.resolve()
    if (!isSwapNetwork(chainId)) {
      set({ status: 'unsupported', error: undefined })
      return Promise.resolve()
    }
    loading ??= (async () => {
      set({ status: 'loading', error: undefined })
      try {
        const tokens = await api.tokens(chainId)
        if (state$.value.chainId !== chainId) return
        set({ status: 'ready', tokens, from: tokens[0], to: undefined })
        requote()
      } catch (error) {
        loading = undefined
        if (state$.value.chainId !== chainId) return
        const failure =
          error instanceof KeyportError
            ? error
            : new SwapRequestFailedError('The token list could not be loaded.', error)
        set({ status: 'error', error: failure })
      }
    })()
    return loading
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    load,
    setAmount(text) {
      if (text === state$.value.amount) return
      set({ amount: text })
      requote()
    },
    selectToken(target, token) {
      const { from, to } = state$.value
      const other = target === 'from' ? to : from
      // Choosing the token on the other side swaps the two instead of pairing a token with itself.
      const swapped = other?.address === token.address
      if (target === 'from') set({ from: token, to: swapped ? from : to })
      else set({ to: token, from: swapped ? to : from })
      requote()
    },
    switchTokens() {
      const { from, to } = state$.value
      set({ from: to, to: from })
      requote()
    },
    review: execution.review,
    approve: execution.approve,
    swap: execution.swap,
    dispose() {
      for (const subscription of subscriptions) subscription.unsubscribe()
      quoteInput$.complete()
      state$.complete()
    },
  }
}
