import {
  fakeAccountData as connectAccountData,
  fakeConnection as connectConnection,
} from '@keyport/connect/testing'
import type { SwapApi, WalletTransaction } from '../services/createSwapApi.ts'
import { balance, swapTokens, user } from './swapFixtures.ts'

/** The connected test user on chain 1; its provider is a stub (tests fake the sending). */
export const fakeConnection = () =>
  connectConnection(
    { status: 'connected', address: user, accounts: [user], chainId: 1, connectorId: 'test' },
    { request: async () => null },
  )

/** The user's balances: 10,000 ETH and 100 USDC unless told otherwise. */
export function fakeAccountData(
  balances = [balance('ETH', '10000', 3000), balance('USDC', '100')],
) {
  const service = connectAccountData({ balances })
  return {
    service,
    refreshes: service.refreshes,
    setBalances: (next: typeof balances) => service.set({ balances: next }),
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

/** A convert client whose quotes wait in `quotes` until the test settles them (or `answerQuotesWith`). */
export function fakeSwapApi({ allowance = 0n } = {}) {
  const quotes: Pending[] = []
  const calls: string[] = []
  /** The `gasPrice` each quote was asked with (undefined while typing: the preview has none). */
  const quoteGasPrices: (bigint | undefined)[] = []
  let answer: bigint | undefined
  const api: SwapApi = {
    tokens: async () => {
      calls.push('tokens')
      return swapTokens
    },
    quote: (request, signal) => {
      quoteGasPrices.push(request.gasPrice)
      return answer === undefined
        ? new Promise((resolve, reject) =>
            quotes.push({ amount: request.amount, signal, resolve, reject }),
          )
        : Promise.resolve(answer)
    },
    allowance: async () => {
      calls.push('allowance')
      return allowance
    },
    gasPrice: async () => {
      calls.push('gas-price')
      return 1_000_000_000n
    },
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
  return {
    api,
    quotes,
    calls,
    quoteGasPrices,
    /** From now on quotes answer at once with `toAmount` (the review's fresh quote). */
    answerQuotesWith: (toAmount: bigint) => {
      answer = toAmount
    },
  }
}
