import type { accountDataToken, connectionToken, Eip1193Provider } from '@keyport/connect'
import type { TokenType } from '@keyport/kernel'
import { BehaviorSubject } from 'rxjs'
import type { SwapApi, WalletTransaction } from '../services/createSwapApi.ts'
import { balance, swapTokens, user } from './swapFixtures.ts'

type ConnectionService = TokenType<typeof connectionToken>
type ConnectionState = ConnectionService['state']
type AccountDataService = TokenType<typeof accountDataToken>
type AccountData = AccountDataService['data']

/** A connection on chain 1 that tests move by hand; `provider()` is a stub the fake send ignores. */
export function fakeConnection(patch: Partial<ConnectionState> = {}) {
  const state$ = new BehaviorSubject<ConnectionState>({
    status: 'connected',
    address: user,
    accounts: [user],
    chainId: 1,
    chainSupported: true,
    connectorId: 'dev.keyport.testwallet',
    ...patch,
  })
  const provider: Eip1193Provider = { request: async () => null }
  const service: ConnectionService = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: async () => {},
    disconnect: async () => {},
    reconnect: async () => false,
    switchChain: async () => {},
    provider: () => (state$.value.status === 'connected' ? provider : undefined),
    dispose: () => {},
  }
  return {
    service,
    set: (next: Partial<ConnectionState>) => state$.next({ ...state$.value, ...next }),
  }
}

/** Balances as the connect plugin publishes them; `refresh` counts calls and publishes `next`. */
export function fakeAccountData(
  balances = [balance('ETH', '10000', 3000), balance('USDC', '100')],
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
    },
    dispose: () => {},
  }
  return {
    service,
    refreshes,
    setBalances: (next: AccountData['balances']) => data$.next({ loading: false, balances: next }),
  }
}

type Pending = {
  amount: bigint
  signal?: AbortSignal
  resolve(toAmount: bigint): void
  reject(error: unknown): void
}

export const swapTransaction: WalletTransaction = {
  from: user,
  to: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  data: '0x38ed1739',
  value: 0n,
  gas: 200_000n,
  gasPrice: 1_000_000_000n,
}

/** A convert client whose quotes wait in `quotes` until the test settles them. */
export function fakeSwapApi({ allowance = 0n } = {}) {
  const quotes: Pending[] = []
  const calls: string[] = []
  const api: SwapApi = {
    tokens: async () => {
      calls.push('tokens')
      return swapTokens
    },
    quote: (request, signal) =>
      new Promise((resolve, reject) =>
        quotes.push({ amount: request.amount, signal, resolve, reject }),
      ),
    allowance: async () => {
      calls.push('allowance')
      return allowance
    },
    gasPrice: async () => 1_000_000_000n,
    buildApprove: async () => {
      calls.push('build-approve')
      return {
        ...swapTransaction,
        to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        gas: undefined,
      }
    },
    buildSwap: async ({ disableEstimate }) => {
      calls.push(disableEstimate ? 'build-swap (fixed gas)' : 'build-swap')
      return { ...swapTransaction, gas: disableEstimate ? 300_000n : 200_000n }
    },
    prices: async (addresses) => addresses.map((a) => (a.endsWith('e'.repeat(40)) ? 3000 : 1)),
  }
  return { api, quotes, calls }
}
