import type { accountDataToken } from '@keyport/connect'
import type { Clock, TokenType } from '@keyport/kernel'
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
import { ONRAMP_BALANCE_POLL_MS, ONRAMP_WATCH_TIMEOUT_MS } from '../constants.ts'
import { heldUnits } from './heldUnits.ts'

/** A purchase handed to a provider. */
type Purchase = {
  /** The provider's label, e.g. 'Meld.io'. */
  provider: string
  symbol: string
  /** The eip155 chain id, or the CAIP-2 id of a Solana network. */
  chainId: number | `solana:${string}`
  /** The provider's checkout page. */
  url: string
  /** What the account held of `symbol` before the checkout opened. */
  baseline: bigint
}

export type PurchaseState =
  | { status: 'idle' }
  | ({ status: 'waiting' | 'timeout' } & Purchase)
  | ({ status: 'received'; received: bigint; decimals: number } & Purchase)

export interface PurchaseWatch {
  readonly state$: Observable<PurchaseState>
  readonly state: PurchaseState
  /** Starts watching the balance for a purchase. */
  start(purchase: Purchase): void
  /** After a time-out: watch again for another `timeoutMs`. */
  checkAgain(): void
  stop(): void
}

export type CreatePurchaseWatchParameters = {
  accountData: TokenType<typeof accountDataToken>
  clock: Clock
  /** @default 3_000 */
  pollMs?: number
  /** @default 240_000 (4 minutes) */
  timeoutMs?: number
}

/**
 * BuyInProgress's watch: it asks the connect plugin for fresh balances every `pollMs` and reports
 * the purchase received as soon as the balance of the bought symbol rises above what it was when
 * the checkout opened. After `timeoutMs` without it, it stops and says so (`timeout`).
 *
 * @example
 * const watch = createPurchaseWatch({ accountData, clock })
 * watch.start({ provider: 'Meld.io', symbol: 'ETH', chainId: 8453, url, baseline })
 * watch.state$.subscribe((s) => s.status === 'received' && celebrate(s.received))
 */
export function createPurchaseWatch({
  accountData,
  clock,
  pollMs = ONRAMP_BALANCE_POLL_MS,
  timeoutMs = ONRAMP_WATCH_TIMEOUT_MS,
}: CreatePurchaseWatchParameters): PurchaseWatch {
  const state$ = new BehaviorSubject<PurchaseState>({ status: 'idle' })
  let stopTimers = () => {}
  let balances: Subscription | undefined

  const stop = () => {
    stopTimers()
    stopTimers = () => {}
    balances?.unsubscribe()
    balances = undefined
  }

  const watch = (purchase: Purchase) => {
    stop()
    state$.next({ status: 'waiting', ...purchase })
    balances = accountData.data$.subscribe(({ balances: list }) => {
      const { units, decimals } = heldUnits(list, purchase.symbol, purchase.chainId)
      if (units <= purchase.baseline) return
      stop()
      state$.next({
        status: 'received',
        received: units - purchase.baseline,
        decimals,
        ...purchase,
      })
    })
    const poll = clock.setInterval(() => void accountData.refresh({ force: true }), pollMs)
    const expire = clock.setTimeout(() => {
      stop()
      state$.next({ status: 'timeout', ...purchase })
    }, timeoutMs)
    stopTimers = () => {
      poll()
      expire()
    }
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    start: watch,
    checkAgain() {
      const current = state$.value
      if (current.status !== 'timeout') return
      const { status: _, ...purchase } = current
      watch(purchase)
      void accountData.refresh({ force: true })
    },
    stop() {
      stop()
      state$.next({ status: 'idle' })
    },
  }
}
