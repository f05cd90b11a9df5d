import type { connectionToken } from '@keyport/connect'
import type { Clock, EventBus, HttpClient, ToastService, TokenType } from '@keyport/kernel'
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { TransactionsAccountMissingError, TransactionsFetchFailedError } from '../errors.ts'
import { historyResponseSchema, type Transaction } from '../schemas.ts'
import {
  groupTransactionsByYearMonth,
  type TransactionsByYear,
} from './groupTransactionsByYearMonth.ts'
import { visibleTransactions } from './visibleTransactions.ts'

/** Spec §3 "Transaction store", for the connected account on the active chain. */
export type TransactionsState = {
  /** The account: 0x, or base58 on Solana. */
  address?: string
  /** The chain the list belongs to, CAIP-2 ('eip155:1'); a new chain starts a new list. */
  lastNetworkInView?: string
  /** Newest first, de-duplicated by id, spam and other chains left out. */
  transactions: readonly Transaction[]
  transactionsByYear: TransactionsByYear
  /** On-ramp purchases, asked for with `fetchTransactions({ onramp: 'coinbase' })`. */
  coinbaseTransactions: TransactionsByYear
  loading: boolean
  /** True once a fetch found nothing to show (or failed); `next` is then cleared. */
  empty: boolean
  /** The cursor of the next page; undefined when there is none. */
  next?: string
  /**
   * The account's EIP-7702 delegate on this chain, as the newest page said: it is an account with
   * a delegate (shown as a badge), not a contract. Undefined when it has none.
   */
  delegate?: string
}

/**
 * The connected account's transaction history, page by page. Implemented by
 * `createTransactionsService` (same folder).
 */
export interface TransactionsService {
  readonly state$: Observable<TransactionsState>
  readonly state: TransactionsState
  /**
   * Loads the next page (the first when none is loaded). Throws
   * `TransactionsAccountMissingError` without a connected account. A failed fetch does not
   * throw: it shows 'Failed to fetch transactions', emits 'history:fetch-failed' and empties
   * the list.
   */
  fetchTransactions(options?: { onramp?: 'coinbase' }): Promise<void>
  /** Starts over from the newest page. */
  refresh(): Promise<void>
  dispose(): void
}

/** A transaction the app saw mined, that the history should list soon. */
export type AwaitedTransaction = { id: string; from: string; until: number }

/** Pages of only spam or other chains are skipped, up to this many in one fetch. */
const MAX_SKIPPED_PAGES = 5
/** While a sent transaction is not listed yet, the newest page is asked for again this often. */
export const AWAIT_RETRY_MS = 1_000

export type CreateTransactionsServiceParameters = {
  connection: Pick<TokenType<typeof connectionToken>, 'state$' | 'state'>
  /** The kernel's data API client (`dataApiToken`). */
  dataApi: HttpClient
  toast: Pick<ToastService, 'showError'>
  bus: EventBus
  clock: Clock
  /** Transactions sent from this app that the indexer may not list yet. @default () => [] */
  awaited?: () => readonly AwaitedTransaction[]
}

type Target = { key: string; address: string; chain: string }

const initial = (target?: Target): TransactionsState => ({
  address: target?.address,
  lastNetworkInView: target?.chain,
  transactions: [],
  transactionsByYear: [],
  coinbaseTransactions: [],
  loading: false,
  empty: false,
  next: undefined,
})

/**
 * Creates the history service. It follows the connection: a new account or chain clears the list.
 * Each page comes from `GET /v1/account/{address}/history` for the active chain (eip155, or a
 * Solana network by its CAIP-2 id with the base58 address); spam and other
 * chains are dropped (spec §5) and the rest is grouped by year and month.
 *
 * @example
 * const history = createTransactionsService({ connection, dataApi, toast, bus, clock })
 * await history.fetchTransactions() // the first page
 * await history.fetchTransactions() // the next one, while history.state.next is set
 */
export function createTransactionsService({
  connection,
  dataApi,
  toast,
  bus,
  clock,
  awaited = () => [],
}: CreateTransactionsServiceParameters): TransactionsService {
  const state$ = new BehaviorSubject<TransactionsState>(initial())
  // A new account, chain or refresh bumps the generation; answers for an older one are dropped.
  let generation = 0
  let inflight: Promise<void> | undefined
  let cancelRetry: (() => void) | undefined

  const target = (): Target | undefined => {
    const { status, address, chainId, namespace, caipAddress, caipNetworkId } = connection.state
    if (status !== 'connected') return undefined
    if (namespace === 'solana') {
      // base58 is case-sensitive: the Solana address is kept as it is.
      const solana = caipAddress?.split(':')[2]
      if (!solana || !caipNetworkId) return undefined
      return { key: caipAddress as string, address: solana, chain: caipNetworkId }
    }
    if (!address || chainId === undefined) return undefined
    return { key: `${address.toLowerCase()}@${chainId}`, address, chain: `eip155:${chainId}` }
  }
  const set = (patch: Partial<TransactionsState>) => state$.next({ ...state$.value, ...patch })
  const show = (list: readonly Transaction[]) => {
    const transactionsByYear = groupTransactionsByYearMonth(list)
    return { transactionsByYear, transactions: transactionsByYear.flatMap(flattenYear) }
  }

  // Spec §7: pages are asked with {account, cursor, onramp, cache, chainId}. `cache` is
  // 'no-cache' when the newest page must be fresh (a refresh, a sent transaction awaited).
  const readPage = async (
    current: Target,
    { cursor, onramp, cache }: { cursor?: string; onramp?: 'coinbase'; cache?: 'no-cache' } = {},
  ) => {
    const answer = await dataApi.get({
      path: `/v1/account/${current.address}/history`,
      params: { cursor, onramp, cache, chainId: current.chain },
    })
    return historyResponseSchema.parse(answer)
  }

  const fail = (current: Target, cursor: string | undefined, error: unknown) => {
    const failure = new TransactionsFetchFailedError(error)
    bus.emit('history:fetch-failed', {
      address: current.address,
      chain: current.chain,
      cursor,
      message: failure.details ?? failure.shortMessage,
    })
    toast.showError(failure.shortMessage)
    set({ ...show([]), loading: false, empty: true, next: undefined })
  }

  // Sent transactions not listed yet: ask for the newest page again shortly.
  const awaitMissing = (current: Target, run: number) => {
    cancelRetry?.()
    const listed = new Set(state$.value.transactions.map((t) => t.id.toLowerCase()))
    const missing = awaited().filter(
      (entry) =>
        entry.id.toLowerCase().startsWith(`${current.chain}:`) &&
        entry.from.toLowerCase() === current.address.toLowerCase() &&
        entry.until > clock.now() &&
        !listed.has(entry.id.toLowerCase()),
    )
    if (missing.length === 0) return
    cancelRetry = clock.setTimeout(() => {
      if (run !== generation) return
      if (inflight) awaitMissing(current, run)
      else void fetchNewest(current, run)
    }, AWAIT_RETRY_MS)
  }

  const fetchNewest = async (current: Target, run: number) => {
    try {
      const page = await readPage(current, { cache: 'no-cache' })
      if (run !== generation) return
      const merged = [
        ...visibleTransactions(page.data, current.chain),
        ...state$.value.transactions,
      ]
      const wasEmpty = state$.value.transactions.length === 0
      set({
        ...show(merged),
        delegate: page.delegates?.[current.chain],
        empty: merged.length === 0,
        next: wasEmpty ? (page.next ?? undefined) : state$.value.next,
      })
      awaitMissing(current, run)
    } catch {
      // A retry that fails changes nothing on screen; the next open of the view tries again.
    }
  }

  const loadPages = async (current: Target, run: number, cache?: 'no-cache') => {
    let cursor = state$.value.next
    let delegate = state$.value.delegate
    const first = state$.value.transactions.length === 0 && cursor === undefined
    set({ loading: true })
    try {
      for (let skipped = 0; ; skipped++) {
        const page = await readPage(current, { cursor, cache: cursor ? undefined : cache })
        if (run !== generation) return
        const added = visibleTransactions(page.data, current.chain)
        // The newest page says whether the account is delegated; later pages keep what it said.
        if (!cursor) delegate = page.delegates?.[current.chain]
        cursor = page.next ?? undefined
        const merged = [...state$.value.transactions, ...added]
        if (merged.length > 0 || !cursor || skipped + 1 >= MAX_SKIPPED_PAGES) {
          set({
            ...show(merged),
            delegate,
            loading: false,
            empty: merged.length === 0,
            next: merged.length === 0 ? undefined : cursor,
          })
          break
        }
      }
      if (first) awaitMissing(current, run)
    } catch (error) {
      if (run === generation) fail(current, cursor, error)
    }
  }

  const loadCoinbase = async (current: Target, run: number) => {
    try {
      const page = await readPage(current, { onramp: 'coinbase' })
      if (run !== generation) return
      const known = state$.value.coinbaseTransactions.flatMap(flattenYear)
      set({ coinbaseTransactions: groupTransactionsByYearMonth([...known, ...page.data]) })
    } catch (error) {
      if (run === generation) fail(current, undefined, error)
    }
  }

  const load = (cache?: 'no-cache') => {
    const current = target()
    if (!current) return Promise.reject(new TransactionsAccountMissingError())
    if (inflight) return inflight
    if (state$.value.transactions.length > 0 && state$.value.next === undefined)
      return Promise.resolve()
    const run = generation
    inflight = loadPages(current, run, cache).finally(() => {
      if (run === generation) inflight = undefined
    })
    return inflight
  }

  const fetchTransactions: TransactionsService['fetchTransactions'] = (options = {}) => {
    const current = target()
    if (!current) return Promise.reject(new TransactionsAccountMissingError())
    if (options.onramp) return loadCoinbase(current, generation)
    return load()
  }

  const startOver = (current: Target | undefined) => {
    generation++
    inflight = undefined
    cancelRetry?.()
    state$.next(initial(current))
  }

  const subscription = connection.state$
    .pipe(
      map(() => target()?.key),
      distinctUntilChanged(),
    )
    .subscribe(() => startOver(target()))

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    fetchTransactions,
    refresh() {
      const current = target()
      if (!current) return Promise.reject(new TransactionsAccountMissingError())
      startOver(current)
      // The user asked for the list again: the first page is revalidated, never a kept copy.
      return load('no-cache')
    },
    dispose() {
      generation++
      cancelRetry?.()
      subscription.unsubscribe()
      state$.complete()
    },
  }
}

const flattenYear = ({ months }: TransactionsByYear[number]) =>
  months.flatMap((month) => month.transactions)
