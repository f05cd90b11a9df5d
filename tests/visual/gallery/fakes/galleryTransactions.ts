import { transactionsToken } from '@keyport/history'
import { provide } from '@keyport/kernel'
import { BehaviorSubject } from 'rxjs'
import { groupTransactionsByYearMonth } from '../../../../plugins/history/services/groupTransactionsByYearMonth.ts'
import type {
  TransactionsService,
  TransactionsState,
} from '../../../../plugins/history/services/TransactionsService.ts'
import {
  fakeTransaction,
  fakeTransfer,
} from '../../../../plugins/history/testing/fakeTransactions.ts'
import { galleryAddress } from '../fixtures.ts'

// A send and a receive in December 2025 and a swap in November, before the gallery's clock
// (2026-01-01): two month groups.
const transactions = [
  fakeTransaction({ hash: `0x${'1'.repeat(64)}`, minedAt: '2025-12-29T12:00:00.000Z' }),
  fakeTransaction({
    hash: `0x${'2'.repeat(64)}`,
    minedAt: '2025-12-09T08:30:00.000Z',
    operationType: 'receive',
    transfers: [
      fakeTransfer({
        direction: 'in',
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
        quantity: { numeric: '1250', int: '1250000000', decimals: 6 },
        value: 1250,
        price: 1,
      }),
    ],
  }),
  fakeTransaction({
    hash: `0x${'3'.repeat(64)}`,
    minedAt: '2025-11-24T18:45:00.000Z',
    operationType: 'trade',
    transfers: [
      fakeTransfer(),
      fakeTransfer({
        direction: 'in',
        fungible_info: { name: 'Dai Stablecoin', symbol: 'DAI', icon: { url: '' } },
        quantity: { numeric: '750', int: '750000000000000000000', decimals: 18 },
        value: 750,
        price: 1,
      }),
    ],
  }),
]

/** History's service with three fixed transactions of the gallery's account; nothing is fetched. */
export function galleryTransactions() {
  const state$ = new BehaviorSubject<TransactionsState>({
    address: galleryAddress,
    lastNetworkInView: 'eip155:1',
    transactions,
    transactionsByYear: groupTransactionsByYearMonth(transactions),
    coinbaseTransactions: [],
    loading: false,
    empty: false,
  })
  const service: TransactionsService = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    fetchTransactions: async () => {},
    refresh: async () => {},
    dispose: () => {},
  }
  return provide(transactionsToken, () => service)
}
