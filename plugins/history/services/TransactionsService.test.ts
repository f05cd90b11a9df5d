import { fakeConnection } from '@keyport/connect/testing'
import { createDataApiClient, createEventBus, createManualClock } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { HistoryResponse } from '../schemas.ts'
import { account, fakeNftTransfer, fakeTransaction } from '../testing/fakeTransactions.ts'
import {
  AWAIT_RETRY_MS,
  type AwaitedTransaction,
  createTransactionsService,
  type TransactionsState,
} from './TransactionsService.ts'

const api = 'http://api.test'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

type Answer = (url: URL) => Response | Promise<Response>
const calls: URL[] = []
let answer: Answer
const server = setupServer(
  http.get(`${api}/v1/account/:account/history`, ({ request }) => {
    const url = new URL(request.url)
    calls.push(url)
    return answer(url)
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
})
afterAll(() => server.close())

/** Answers pages by cursor: `pages[0]` without one, then `pages[i]` for cursor `c<i>`. */
const paged =
  (pages: HistoryResponse['data'][]): Answer =>
  (url) => {
    const cursor = url.searchParams.get('cursor')
    const index = cursor ? Number(cursor.slice(1)) : 0
    const data = pages[index] ?? []
    return HttpResponse.json({ data, next: index + 1 < pages.length ? `c${index + 1}` : null })
  }

function setup({ awaited = [] as AwaitedTransaction[] } = {}) {
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId: 1,
  })
  const bus = createEventBus()
  const failures: unknown[] = []
  bus.on('history:fetch-failed', (payload) => failures.push(payload))
  const toast = { showError: vi.fn() }
  const clock = createManualClock(Date.UTC(2026, 1, 1))
  const dataApi = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '0' })
  const service = createTransactionsService({
    connection: connection.service,
    dataApi,
    toast,
    bus,
    clock,
    awaited: () => awaited,
  })
  return { service, set: connection.set, toast, failures, clock }
}

const ids = (state: TransactionsState) => state.transactions.map((t) => t.id)
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('createTransactionsService', () => {
  test('behavior: loading, then the first page of the active chain, spam dropped, grouped', async () => {
    const send = fakeTransaction({ minedAt: '2026-01-20T12:00:00.000Z' })
    const old = fakeTransaction({ minedAt: '2025-12-15T12:00:00.000Z' })
    const spam = fakeTransaction({ transfers: [fakeNftTransfer(true)] })
    const onBase = fakeTransaction({ chain: 'eip155:8453' })
    answer = paged([[send, spam, onBase, old]])
    const { service } = setup()
    const loading = firstValueFrom(service.state$.pipe(filter((s) => s.loading)))
    const done = service.fetchTransactions()
    expect((await loading).transactions).toEqual([])
    await done
    expect(calls[0]?.pathname).toBe(`/v1/account/${address}/history`)
    expect(calls[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(calls[0]?.searchParams.has('cursor')).toBe(false)
    // A first load takes the browser's usual caching: no `cache` asked for.
    expect(calls[0]?.searchParams.has('cache')).toBe(false)
    expect(service.state).toMatchObject({
      address,
      lastNetworkInView: 'eip155:1',
      loading: false,
      empty: false,
      next: undefined,
    })
    expect(ids(service.state)).toEqual([send.id, old.id])
    expect(service.state.transactionsByYear.map((y) => y.year)).toEqual([2026, 2025])
  })

  test('behavior: the delegate the newest page names for this chain (EIP-7702) is kept for the badge', async () => {
    const send = fakeTransaction({})
    const delegate = `0x${'de'.repeat(20)}`
    answer = () =>
      HttpResponse.json({
        data: [send],
        next: null,
        delegates: { 'eip155:1': delegate, 'eip155:8453': `0x${'ba'.repeat(20)}` },
      })
    const { service } = setup()
    await service.fetchTransactions()
    expect(service.state.delegate).toBe(delegate)
    answer = paged([[send]])
    await service.refresh()
    expect(service.state.delegate).toBeUndefined()
  })

  test('behavior: pages follow the cursor; an id on two pages shows once; the end stops asking', async () => {
    const [a, b, c] = ['2026-01-20', '2026-01-19', '2026-01-18'].map((day) =>
      fakeTransaction({ minedAt: `${day}T12:00:00.000Z` }),
    )
    answer = paged([
      [a!, b!],
      [b!, c!],
    ])
    const { service } = setup()
    await service.fetchTransactions()
    expect(service.state.next).toBe('c1')
    await service.fetchTransactions()
    expect(calls[1]?.searchParams.get('cursor')).toBe('c1')
    expect(ids(service.state)).toEqual([a!.id, b!.id, c!.id])
    expect(service.state.next).toBeUndefined()
    await service.fetchTransactions()
    expect(calls).toHaveLength(2)
  })

  test('behavior: two calls at once share one request', async () => {
    answer = paged([[fakeTransaction()], [fakeTransaction()]])
    const { service } = setup()
    await Promise.all([service.fetchTransactions(), service.fetchTransactions()])
    expect(calls).toHaveLength(1)
  })

  test('behavior: nothing to show is empty with the cursor cleared, after skipping spam-only pages', async () => {
    const spam = () => fakeTransaction({ transfers: [fakeNftTransfer(true)] })
    answer = paged([[spam()], [spam()], []])
    const { service } = setup()
    await service.fetchTransactions()
    expect(calls).toHaveLength(3)
    expect(service.state).toMatchObject({ empty: true, next: undefined, transactions: [] })
  })

  test('behavior: a page after spam-only pages is shown, with its own cursor', async () => {
    const real = fakeTransaction()
    answer = paged([[fakeTransaction({ transfers: [fakeNftTransfer(true)] })], [real], []])
    const { service } = setup()
    await service.fetchTransactions()
    expect(ids(service.state)).toEqual([real.id])
    expect(service.state.next).toBe('c2')
  })

  test.each([
    ['a 500', () => HttpResponse.json({ reasons: [] }, { status: 500 })],
    ['an answer of the wrong shape', () => HttpResponse.json({ data: 'nope' })],
    ['a network failure', () => HttpResponse.error()],
  ])(
    'behavior: %s shows the toast, emits the tracked event and empties the list',
    async (_name, fail) => {
      const first = fakeTransaction()
      answer = paged([[first], [fakeTransaction()]])
      const { service, toast, failures } = setup()
      await service.fetchTransactions()
      answer = fail
      await service.fetchTransactions()
      expect(toast.showError).toHaveBeenCalledWith('Failed to fetch transactions')
      expect(failures).toEqual([
        expect.objectContaining({ address, chain: 'eip155:1', cursor: 'c1' }),
      ])
      expect(service.state).toMatchObject({
        loading: false,
        empty: true,
        next: undefined,
        transactions: [],
        transactionsByYear: [],
      })
    },
  )

  test('behavior: without an account it refuses with the spec text and calls nothing', async () => {
    const { service, set } = setup()
    set({ status: 'disconnected', address: undefined, accounts: [], chainId: undefined })
    await expect(service.fetchTransactions()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    await expect(service.refresh()).rejects.toMatchObject({
      name: 'TransactionsAccountMissingError',
    })
    expect(calls).toHaveLength(0)
  })

  test('behavior: a new chain clears the list, and a late answer for the old chain is dropped', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const onMainnet = fakeTransaction()
    answer = async () => {
      await held
      return HttpResponse.json({ data: [onMainnet], next: null })
    }
    const { service, set } = setup()
    const pending = service.fetchTransactions()
    set({ chainId: 8453 })
    expect(service.state).toMatchObject({ lastNetworkInView: 'eip155:8453', transactions: [] })
    release()
    await pending
    expect(service.state.transactions).toEqual([])
    expect(service.state.loading).toBe(false)
  })

  test('behavior: a sent transaction the indexer does not list yet is asked for again until it shows', async () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const sent = fakeTransaction({ hash, minedAt: '2026-01-31T12:00:00.000Z' })
    const older = fakeTransaction({ minedAt: '2026-01-20T12:00:00.000Z' })
    const { service, clock } = setup({
      awaited: [{ id: sent.id, from: account, until: Date.UTC(2026, 1, 1) + 60_000 }],
    })
    answer = paged([[older], [fakeTransaction({ minedAt: '2026-01-10T12:00:00.000Z' })]])
    await service.fetchTransactions()
    expect(ids(service.state)).toEqual([older.id])
    clock.advance(AWAIT_RETRY_MS)
    await settle()
    expect(calls).toHaveLength(2)
    expect(calls[1]?.searchParams.get('cache')).toBe('no-cache')
    answer = paged([[sent, older], []])
    clock.advance(AWAIT_RETRY_MS)
    await settle()
    expect(ids(service.state)).toEqual([sent.id, older.id])
    // The cursor of the pages already loaded is kept; nothing more is asked once it shows.
    expect(service.state.next).toBe('c1')
    clock.advance(AWAIT_RETRY_MS * 5)
    await settle()
    expect(calls).toHaveLength(3)
  })

  test('behavior: refresh starts over from the newest page', async () => {
    const first = fakeTransaction()
    answer = paged([[first], [fakeTransaction()]])
    const { service } = setup()
    await service.fetchTransactions()
    await service.fetchTransactions()
    expect(service.state.transactions).toHaveLength(2)
    await service.refresh()
    expect(ids(service.state)).toEqual([first.id])
    expect(calls.at(-1)?.searchParams.has('cursor')).toBe(false)
    // Spec §7: the refreshed page is asked with `cache`, so no kept copy answers it.
    expect(calls.at(-1)?.searchParams.get('cache')).toBe('no-cache')
    expect(calls[1]?.searchParams.has('cache')).toBe(false)
  })
})

describe('createTransactionsService on Solana', () => {
  const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
  const signature = '5'.repeat(87)

  test('behavior: a Solana account asks the history by its base58 address and solana chain id; rows of other chains are left out', async () => {
    const { service, set } = setup()
    set({
      address: undefined,
      chainId: undefined,
      accounts: [],
      namespace: 'solana',
      caipNetworkId: network,
      caipAddress: `${network}:${solanaAddress}`,
      solanaAccounts: [solanaAddress],
    })
    const sent = fakeTransaction({ hash: signature, chain: network })
    const evm = fakeTransaction()
    answer = paged([[sent, evm]])
    await service.fetchTransactions()
    expect(calls[0]?.pathname).toBe(`/v1/account/${solanaAddress}/history`)
    expect(calls[0]?.searchParams.get('chainId')).toBe(network)
    expect(ids(service.state)).toEqual([`${network}:${signature}`])
    expect(service.state).toMatchObject({ address: solanaAddress, lastNetworkInView: network })
  })
})
