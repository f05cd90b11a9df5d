import type { accountDataToken, connectionToken } from '@keyport/connect'
import {
  type Clock,
  debounceLatest,
  type EventBus,
  type KeyportError,
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
import { ONRAMP_QUOTE_DEBOUNCE_MS } from '../constants.ts'
import {
  OnrampAmountInvalidError,
  OnrampUnavailableError,
  OnrampUrlFailedError,
} from '../errors.ts'
import type {
  OnrampOptionsResponse,
  OnrampPaymentMethodId,
  OnrampQuote,
  PurchaseCurrency,
} from '../schemas.ts'
import { checkOnrampAmount, type OnrampLimit, onrampLimit } from './checkOnrampAmount.ts'
import { checkoutUrl } from './checkoutUrl.ts'
import type { OnrampApi, OnrampQuoteRequest } from './createOnrampApi.ts'
import { createPurchaseWatch, type PurchaseState } from './createPurchaseWatch.ts'
import { heldUnits } from './heldUnits.ts'
import { onrampNetworkName } from './onrampNetworkName.ts'
import { PLACEHOLDER_QUOTE_ID } from './placeholderQuote.ts'

export type OnrampProvider = OnrampOptionsResponse['providers'][number]

export type OnrampQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuote; placeholder: boolean }

export type OnrampState = {
  status: 'idle' | 'loading' | 'ready'
  /** True when the options call failed and the built-in defaults are shown. */
  fallback: boolean
  /** The eip155 chain id, or the CAIP-2 id of a Solana network. */
  chainId?: number | `solana:${string}`
  /** 0x, or base58 on Solana. */
  address?: string
  /** Coinbase-style name of the network bought on (spec §9; 'ethereum' as the fallback). */
  network: string
  /** Providers that serve the connected chain's namespace. */
  providers: readonly OnrampProvider[]
  paymentMethods: OnrampOptionsResponse['paymentMethods']
  paymentCurrencies: readonly string[]
  /** Crypto for sale on `network`. */
  purchaseCurrencies: readonly PurchaseCurrency[]
  purchaseCurrency?: PurchaseCurrency
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethodId
  /** What the user typed, in `paymentCurrency`. */
  amount: string
  limit: OnrampLimit
  check: { ok: true; amount: string } | { ok: false; message: string; details?: string }
  quote: OnrampQuoteState
  purchase: PurchaseState
}

/** The on-ramp flow: options, the buyer's choices, quotes as they type, the hand-off, the watch. */
export interface OnrampService {
  readonly state$: Observable<OnrampState>
  readonly state: OnrampState
  load(): Promise<void>
  setAmount(text: string): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(id: OnrampPaymentMethodId): void
  setPurchaseCurrency(id: string): void
  /**
   * Reads the balance to compare against, gets the provider's checkout URL and starts watching
   * for the purchase; resolves with the URL to open. Throws when the amount is refused.
   */
  buy(providerName: string): Promise<string>
  /** After a time-out, watch the balance again. */
  checkAgain(): void
  /** Stops watching and forgets the purchase. */
  endPurchase(): void
  dispose(): void
}

export type CreateOnrampServiceParameters = {
  api: OnrampApi
  connection: TokenType<typeof connectionToken>
  accountData: TokenType<typeof accountDataToken>
  clock: Clock
  bus: EventBus
  /** @default 500 */
  debounceMs?: number
  /** @default 3_000 */
  pollMs?: number
}

type OnrampInputs = Omit<OnrampState, 'check' | 'limit' | 'purchase'>

const blank: OnrampInputs = {
  status: 'idle',
  fallback: false,
  network: onrampNetworkName(undefined),
  providers: [],
  paymentMethods: [],
  paymentCurrencies: [],
  purchaseCurrencies: [],
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '',
  quote: { status: 'idle' },
}

/**
 * Creates the on-ramp service. Options load once per chain (with the built-in defaults when the
 * call fails); the amount is checked against the payment method's limits before any quote is
 * asked, and quotes follow typing `debounceMs` later (a placeholder when the quote call fails).
 *
 * @example
 * const onramp = createOnrampService({ api, connection, accountData, clock, bus })
 * await onramp.load()
 * onramp.setAmount('100')
 * const url = await onramp.buy('meld')
 */
export function createOnrampService({
  api,
  connection,
  accountData,
  clock,
  bus,
  debounceMs = ONRAMP_QUOTE_DEBOUNCE_MS,
  pollMs,
}: CreateOnrampServiceParameters): OnrampService {
  const watch = createPurchaseWatch({ accountData, clock, pollMs })
  let options: OnrampOptionsResponse | undefined
  const derive = (base: OnrampInputs): OnrampState => {
    const limit = onrampLimit(
      options?.paymentCurrencies ?? [],
      base.paymentCurrency,
      base.paymentMethod,
    )
    let check: OnrampState['check']
    try {
      const amount = checkOnrampAmount(base.amount, {
        currency: base.paymentCurrency,
        method: base.paymentMethod,
        limit,
      })
      check = { ok: true, amount }
    } catch (error) {
      const failure = error as KeyportError
      check = { ok: false, message: failure.shortMessage, details: failure.details }
    }
    return { ...base, limit, check, purchase: watch.state }
  }
  const state$ = new BehaviorSubject<OnrampState>(derive(blank))
  const quoteInput$ = new Subject<(OnrampQuoteRequest & { key: string }) | undefined>()
  const subscriptions: Subscription[] = []
  let loading: Promise<void> | undefined

  const set = (patch: Partial<OnrampState>) => state$.next(derive({ ...state$.value, ...patch }))
  const keyOf = (state: OnrampState) =>
    state.check.ok && state.purchaseCurrency
      ? [
          state.purchaseCurrency.symbol,
          state.paymentCurrency,
          state.check.amount,
          state.network,
          state.paymentMethod,
        ].join('|')
      : undefined

  const requote = () => {
    const state = state$.value
    const key = keyOf(state)
    if (!key || !state.check.ok || !state.purchaseCurrency || state.status !== 'ready') {
      if (state.quote.status !== 'idle') set({ quote: { status: 'idle' } })
      quoteInput$.next(undefined)
      return
    }
    set({ quote: { status: 'loading' } })
    quoteInput$.next({
      key,
      purchaseCurrency: state.purchaseCurrency.symbol,
      paymentCurrency: state.paymentCurrency,
      amount: state.check.amount,
      network: state.network,
      paymentMethod: state.paymentMethod,
    })
  }

  subscriptions.push(
    quoteInput$
      .pipe(
        debounceLatest(clock, debounceMs, async (input, signal) => {
          if (!input) return undefined
          const { key, ...request } = input
          const quote = await api.quote(request, signal)
          return { key, quote }
        }),
      )
      .subscribe((answer) => {
        if (!answer || answer.key !== keyOf(state$.value)) return
        set({
          quote: {
            status: 'ready',
            quote: answer.quote,
            placeholder: answer.quote.quoteId === PLACEHOLDER_QUOTE_ID,
          },
        })
      }),
    watch.state$.subscribe(() => set({})),
    connection.state$
      .pipe(
        map((s) =>
          s.status === 'connected' ? (s.caipAddress ?? `${s.address}@${s.chainId}`) : '',
        ),
        distinctUntilChanged(),
      )
      .subscribe(() => {
        const account = onrampAccount(connection.state)
        loading = undefined
        watch.stop()
        quoteInput$.next(undefined)
        state$.next(derive({ ...blank, ...account, network: onrampNetworkName(account.chainId) }))
      }),
  )

  const load = () => {
    if (state$.value.status === 'ready') return Promise.resolve()
    loading ??= (async () => {
      const chainId = state$.value.chainId
      set({ status: 'loading' })
      const answer = await api.options()
      if (state$.value.chainId !== chainId) return
      options = answer.options
      const network = state$.value.network
      const onNetwork = options.purchaseCurrencies.filter((c) =>
        c.networks.some((n) => n.name === network),
      )
      // An EVM chain without its own listing buys on the fallback network; Solana buys SOL and
      // Solana tokens only.
      const purchaseCurrencies =
        onNetwork.length > 0 || typeof chainId === 'string' ? onNetwork : options.purchaseCurrencies
      // Providers that deliver to the connected account's namespace.
      const namespace = typeof chainId === 'string' ? 'solana' : 'eip155'
      const providers = options.providers.filter((p) => p.supportedChains.includes(namespace))
      const paymentCurrencies = options.paymentCurrencies.map((c) => c.id)
      set({
        status: 'ready',
        fallback: answer.fallback,
        providers,
        paymentMethods: options.paymentMethods,
        paymentCurrencies,
        purchaseCurrencies,
        purchaseCurrency: purchaseCurrencies[0],
        paymentCurrency: paymentCurrencies.includes('USD')
          ? 'USD'
          : (paymentCurrencies[0] ?? 'USD'),
      })
      requote()
    })()
    return loading
  }

  const buy = async (providerName: string) => {
    const state = state$.value
    const provider = state.providers.find((p) => p.name === providerName)
    const { address, chainId, purchaseCurrency: currency } = state
    if (!address || chainId === undefined) throw new OnrampUnavailableError()
    if (!provider || !currency)
      throw new OnrampUrlFailedError(`No provider '${providerName}' serves this network.`)
    if (!state.check.ok)
      throw new OnrampAmountInvalidError(state.check.message, state.check.details)
    // The balance before the checkout opens is what a purchase must rise above.
    await accountData.refresh({ force: true })
    const baseline = heldUnits(accountData.data.balances, currency.symbol, chainId).units
    const url = await checkoutUrl(api, {
      providerUrl: provider.url,
      address,
      network: state.network,
      symbol: currency.symbol,
      amount: state.check.amount,
      paymentCurrency: state.paymentCurrency,
      paymentMethod: state.paymentMethod,
    })
    watch.start({ provider: provider.label, symbol: currency.symbol, chainId, url, baseline })
    bus.emit('onramp:provider-opened', {
      provider: provider.name,
      symbol: currency.symbol,
      chainId,
    })
    return url
  }

  subscriptions.push(
    watch.state$.subscribe((purchase) => {
      if (purchase.status === 'received')
        bus.emit('onramp:purchase-received', {
          symbol: purchase.symbol,
          chainId: purchase.chainId,
          amount: purchase.received.toString(),
        })
    }),
  )

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
    setPaymentCurrency(id) {
      set({ paymentCurrency: id })
      requote()
    },
    setPaymentMethod(id) {
      set({ paymentMethod: id })
      requote()
    },
    setPurchaseCurrency(id) {
      const found = state$.value.purchaseCurrencies.find((c) => c.id === id)
      if (!found) return
      set({ purchaseCurrency: found })
      requote()
    },
    buy,
    checkAgain: () => watch.checkAgain(),
    endPurchase: () => watch.stop(),
    dispose() {
      watch.stop()
      for (const subscription of subscriptions) subscription.unsubscribe()
      quoteInput$.complete()
      state$.complete()
    },
  }
}

// The connected account as the on-ramp delivers to it: a 0x address and chain id, or on Solana
// the base58 address and the network's CAIP-2 id.
function onrampAccount(
  state: TokenType<typeof connectionToken>['state'],
): Pick<OnrampState, 'address' | 'chainId'> {
  if (state.status !== 'connected') return {}
  if (state.namespace === 'solana' && state.caipNetworkId && state.caipAddress)
    return {
      address: state.caipAddress.slice(state.caipNetworkId.length + 1),
      chainId: state.caipNetworkId as `solana:${string}`,
    }
  return { address: state.address, chainId: state.chainId }
}
