import { connectionToken } from '@keyport/connect'
import { clockToken, dataApiToken, type PluginContext, toastToken } from '@keyport/kernel'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type {
  AwaitedTransaction,
  TransactionsService,
  TransactionsState,
} from './TransactionsService.ts'

/** How long a sent transaction is looked for in the history before it is given up on. */
const AWAIT_WINDOW_MS = 60_000

/**
 * The history service as the plugin provides it: it notes sent transactions from the bus from
 * the start, but loads the service itself (and zod with it) only on the first fetch, so the host
 * page's first bundle stays small.
 *
 * @example
 * provide(transactionsToken, createLazyTransactions)
 */
export function createLazyTransactions({ resolve, bus }: PluginContext): TransactionsService {
  const state$ = new BehaviorSubject<TransactionsState>({
    transactions: [],
    transactionsByYear: [],
    coinbaseTransactions: [],
    loading: false,
    empty: false,
  })
  const clock = resolve(clockToken)
  let awaited: AwaitedTransaction[] = []
  const stopListening = bus.on('send-receive:sent', ({ hash, chainId, from }) => {
    const now = clock.now()
    awaited = [
      ...awaited.filter((entry) => entry.until > now),
      {
        id: `${typeof chainId === 'number' ? `eip155:${chainId}` : chainId}:${hash}`,
        from,
        until: now + AWAIT_WINDOW_MS,
      },
    ]
  })
  let service: Promise<TransactionsService> | undefined
  let forwarding: Subscription | undefined
  let disposed = false
  const load = () => {
    service ??= import('./TransactionsService.ts').then(({ createTransactionsService }) => {
      const created = createTransactionsService({
        connection: resolve(connectionToken),
        dataApi: resolve(dataApiToken),
        toast: resolve(toastToken),
        bus,
        clock,
        awaited: () => awaited,
      })
      if (disposed) created.dispose()
      else forwarding = created.state$.subscribe((state) => state$.next(state))
      return created
    })
    return service
  }
  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    fetchTransactions: async (options) => (await load()).fetchTransactions(options),
    refresh: async () => (await load()).refresh(),
    dispose() {
      disposed = true
      stopListening()
      forwarding?.unsubscribe()
      void service?.then((created) => created.dispose())
    },
  }
}
