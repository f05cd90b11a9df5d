// @vitest-environment jsdom

import type { Network } from '@keyport/connect'
import { address, connectTestKernel, fakeConnection, testNetworks } from '@keyport/connect/testing'
import { provide } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { historyPlugin } from '../index.ts'
import type { Transaction } from '../schemas.ts'
import { groupTransactionsByYearMonth } from '../services/groupTransactionsByYearMonth.ts'
import type { TransactionsService, TransactionsState } from '../services/TransactionsService.ts'
import { fakeTransaction, fakeTransfer } from '../testing/fakeTransactions.ts'
import { transactionsToken } from '../tokens.ts'

const empty: TransactionsState = {
  transactions: [],
  transactionsByYear: [],
  coinbaseTransactions: [],
  loading: false,
  empty: false,
}

function fakeTransactions(initial: Partial<TransactionsState>) {
  const state$ = new BehaviorSubject<TransactionsState>({ ...empty, address, ...initial })
  const service = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    fetchTransactions: vi.fn(async () => {}),
    refresh: vi.fn(async () => {}),
    dispose: () => {},
  } satisfies TransactionsService
  const show = (list: Transaction[], patch: Partial<TransactionsState> = {}) =>
    act(() => {
      const transactionsByYear = groupTransactionsByYearMonth(list)
      state$.next({ ...state$.value, transactions: list, transactionsByYear, ...patch })
    })
  return { service, show }
}

function openTransactions({
  initial = {} as Partial<TransactionsState>,
  connected = true,
  networks = testNetworks as readonly [Network, ...Network[]],
} = {}) {
  const history = fakeTransactions(initial)
  const connection = fakeConnection(
    connected
      ? { status: 'connected', address, accounts: [address], chainId: 1, connectorId: 'w' }
      : {},
  )
  const { kernel } = connectTestKernel({
    connection,
    networks,
    plugins: [historyPlugin()],
    overrides: [provide(transactionsToken, () => history.service)],
  })
  kernel.modal.open({ view: 'Transactions' })
  renderWithKernel(null, kernel)
  return { kernel, ...history }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('TransactionsView', () => {
  test('behavior: asks for the newest page on open and shows loading until it comes', async () => {
    const { service } = openTransactions({ initial: { loading: true } })
    expect(await screen.findByText('Loading activity…')).toBeTruthy()
    // The view asks in an effect, which may run just after the first paint.
    await vi.waitFor(() => expect(service.refresh).toHaveBeenCalledTimes(1))
  })

  test('behavior: lists months newest first with what moved and when', async () => {
    const { show } = openTransactions()
    await screen.findByText('Loading activity…')
    show([
      fakeTransaction({
        minedAt: '2025-12-15T12:00:00.000Z',
        operationType: 'receive',
        transfers: [
          fakeTransfer({
            direction: 'in',
            fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
            quantity: { numeric: '1234.56789', int: '1234567890', decimals: 6 },
          }),
        ],
      }),
      fakeTransaction({ minedAt: '2025-11-15T12:00:00.000Z', status: 'failed', transfers: [] }),
      fakeTransaction({ minedAt: '2025-12-20T12:00:00.000Z' }),
    ])
    // The list's rows may still be a lazy part on a loaded machine: wait for them, not a frame.
    const lists = await screen.findAllByRole('list')
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'December 2025',
      'November 2025',
    ])
    const december = within(screen.getByRole('list', { name: 'December 2025' }))
    const rows = december.getAllByTestId('transaction-row').map((row) => row.textContent)
    expect(rows[0]).toContain('Sent')
    expect(rows[0]).toContain('−0.25 ETH')
    expect(rows[1]).toContain('Received')
    expect(rows[1]).toContain('+1,234.5679 USDC')
    const november = within(screen.getByRole('list', { name: 'November 2025' }))
    expect(november.getByTestId('transaction-row').textContent).toMatch(
      /Sent · Failed.*To 0x3c44…93bc/,
    )
    // The kernel's test clock stands at 2026-01-01T00:00Z.
    expect(rows[0]).toContain('12 days ago')
    expect(december.getAllByRole('time')[0]?.getAttribute('datetime')).toBe(
      '2025-12-20T12:00:00.000Z',
    )
  })

  test('behavior: a delegated account (EIP-7702) shows a badge naming its delegate; others none', async () => {
    const delegate = `0x${'de'.repeat(20)}`
    const { show } = openTransactions()
    await screen.findByText('Loading activity…')
    show([fakeTransaction({})])
    await screen.findAllByTestId('transaction-row')
    expect(screen.queryByTestId('history-delegated')).toBeNull()
    show([fakeTransaction({})], { delegate })
    expect((await screen.findByTestId('history-delegated')).textContent).toBe(
      `Delegated account (EIP-7702) · delegate ${delegate}`,
    )
  })

  test('behavior: times read by the spec §9 thresholds, on both sides of each', async () => {
    const cases = [
      [44_000, '44 seconds ago'],
      [45_000, '1 minute ago'],
      [44 * 60_000, '44 minutes ago'],
      [45 * 60_000, '1 hour ago'],
      [21 * 3_600_000, '21 hours ago'],
      [22 * 3_600_000, '1 day ago'],
      [26 * 86_400_000, '1 month ago'],
    ] as const
    const { show, kernel } = openTransactions()
    await screen.findByText('Loading activity…')
    show(
      cases.map(([ago]) =>
        fakeTransaction({ minedAt: new Date(kernel.clock.now() - ago).toISOString() }),
      ),
    )
    // The rows may wait for their own module on a busy machine.
    expect((await screen.findAllByRole('time')).map((time) => time.textContent)).toEqual(
      cases.map(([, text]) => text),
    )
  })

  test('behavior: an empty history says so, with no Load more', async () => {
    openTransactions({ initial: { empty: true } })
    expect(await screen.findByText('No activity yet')).toBeTruthy()
    expect(screen.getByText('Transactions on Ethereum (local) will show here.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  test('behavior: Load more is reachable by keyboard and asks for the next page', async () => {
    const user = userEvent.setup()
    const { show, service } = openTransactions()
    await screen.findByText('Loading activity…')
    show([fakeTransaction()], { next: 'c1' })
    const more = await screen.findByRole('button', { name: 'Load more' })
    more.focus()
    await user.keyboard('{Enter}')
    expect(service.fetchTransactions).toHaveBeenCalledTimes(1)
    show([fakeTransaction()], { next: 'c1', loading: true })
    expect(more.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(more)
    await user.keyboard('{Enter}')
    expect(service.fetchTransactions).toHaveBeenCalledTimes(1)
  })

  test('behavior: the end of the list coming into view loads the next page', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element }
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback }
          observers.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {}
      },
    )
    const { show, service } = openTransactions()
    await screen.findByText('Loading activity…')
    show([fakeTransaction()], { next: 'c1' })
    const live = observers.at(-1)
    expect(live?.target).toBeTruthy()
    act(() =>
      live?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    expect(service.fetchTransactions).toHaveBeenCalledTimes(1)
  })

  test('behavior: rows link to the explorer only when the network has one', async () => {
    const [mainnet, base] = testNetworks
    const withExplorer = {
      ...mainnet,
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.test/' } },
    }
    const transaction = fakeTransaction()
    const first = openTransactions({ networks: [withExplorer, base] })
    await screen.findByText('Loading activity…')
    first.show([transaction])
    expect(screen.getByRole('link', { name: 'View on Etherscan' }).getAttribute('href')).toBe(
      `https://etherscan.test/tx/${transaction.metadata.hash}`,
    )
  })

  test('behavior: rows have no explorer link when none is configured', async () => {
    const { show } = openTransactions()
    await screen.findByText('Loading activity…')
    show([fakeTransaction()])
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('behavior: without an account it shows the spec message instead of a list', async () => {
    const { service } = openTransactions({ connected: false })
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(service.refresh).not.toHaveBeenCalled()
  })
})
