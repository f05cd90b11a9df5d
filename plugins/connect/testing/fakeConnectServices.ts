import { BehaviorSubject } from 'rxjs'
import type { Eip1193Provider } from '../connectors/types.ts'
import type { AccountData, AccountDataService } from '../services/AccountDataService.ts'
import type { ConnectionService, ConnectionState } from '../services/ConnectionService.ts'

/**
 * A connection for other plugins' tests (`@keyport/connect/testing`): connected on chain 1 unless
 * told otherwise; `set` moves it (another chain, account or a disconnect), as a wallet would.
 *
 * @example
 * const connection = fakeConnectionService({ address, chainId: 8453 })
 * createTestKernel({ plugins, overrides: [provide(connectionToken, () => connection.service)] })
 * connection.set({ chainId: 1 })
 */
export function fakeConnectionService(
  patch: Partial<ConnectionState> & { address: `0x${string}` },
  provider: Eip1193Provider = { request: async () => null },
) {
  const state$ = new BehaviorSubject<ConnectionState>({
    status: 'connected',
    accounts: [patch.address],
    chainId: 1,
    chainSupported: true,
    connectorId: 'dev.keyport.testwallet',
    ...patch,
  })
  const service: ConnectionService = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: async () => {},
    disconnect: async () =>
      state$.next({ status: 'disconnected', accounts: [], chainSupported: true }),
    reconnect: async () => false,
    switchChain: async (chainId) => state$.next({ ...state$.value, chainId }),
    provider: () => (state$.value.status === 'connected' ? provider : undefined),
    dispose: () => {},
  }
  return {
    service,
    set: (next: Partial<ConnectionState>) => state$.next({ ...state$.value, ...next }),
  }
}

/**
 * Balances for other plugins' tests: `refresh` records its options and, when given, calls
 * `onRefresh` (to publish a new balance as the API would); `setBalances` publishes at once.
 *
 * @example
 * const accountData = fakeAccountDataService([ether])
 * accountData.setBalances([ether, usdc])
 */
export function fakeAccountDataService(
  balances: AccountData['balances'] = [],
  onRefresh?: (options: { force?: boolean }) => void,
) {
  const data$ = new BehaviorSubject<AccountData>({ loading: false, balances })
  const refreshes: { force?: boolean }[] = []
  const service: AccountDataService = {
    data$: data$.asObservable(),
    get data() {
      return data$.value
    },
    refresh: async (options = {}) => {
      refreshes.push(options)
      onRefresh?.(options)
    },
    dispose: () => {},
  }
  return {
    service,
    refreshes,
    setBalances: (next: AccountData['balances']) => data$.next({ loading: false, balances: next }),
  }
}
