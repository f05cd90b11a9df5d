import {
  createDataApiClient,
  createManualClock,
  createToastService,
  type HttpClient,
  type ManualClock,
} from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { BehaviorSubject } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import { solanaMainnet } from '../connectors/solanaNetworks.ts'
import type { Eip1193Provider } from '../connectors/types.ts'
import { flushMicrotasks } from '../testing/flushMicrotasks.ts'
import {
  BALANCE_CACHE_MS,
  createAccountDataService,
  IDENTITY_CACHE_MS,
  type TokenBalance,
} from './AccountDataService.ts'
import type { ConnectionService, ConnectionState } from './ConnectionService.ts'
import { solanaState } from './solanaState.ts'

const api = 'http://api.test'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const networks: Network[] = [1, 8453].map((id) => ({
  id,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}))

const token = (patch: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2500,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.25' },
  iconUrl: 'https://icons.test/eth.png',
  ...patch,
})
const native = token({})
const usdc = token({
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 10,
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
})
const junk = token({
  name: 'Junk',
  symbol: 'JNK',
  address: 'eip155:1:0x1',
  quantity: { decimals: '0', numeric: '5' },
})

type Answer = () => Response | Promise<Response>
const calls: URL[] = []
let balanceAnswer: Answer
let identityAnswer: Answer
const server = setupServer(
  http.get(`${api}/v1/account/:address/balance`, ({ request }) => {
    calls.push(new URL(request.url))
    return balanceAnswer()
  }),
  http.get(`${api}/v1/identity/:address`, ({ request }) => {
    calls.push(new URL(request.url))
    return identityAnswer()
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
})
afterAll(() => server.close())

const balancePaths = () => calls.filter((url) => url.pathname.endsWith('/balance'))
const identityPaths = () => calls.filter((url) => url.pathname.startsWith('/v1/identity'))

function fakeConnection() {
  const state$ = new BehaviorSubject<ConnectionState>({
    status: 'disconnected',
    accounts: [],
    chainSupported: true,
  })
  /** The connected wallet's provider; none unless a test gives one. */
  const wallet: { provider?: Eip1193Provider } = {}
  const service = {
    state$,
    get state() {
      return state$.value
    },
    provider: () => wallet.provider,
  } as unknown as ConnectionService
  const connect = (chainId = 1, who: `0x${string}` = address) =>
    state$.next({
      status: 'connected',
      connectorId: 'io.test',
      address: who,
      accounts: [who],
      chainId,
      chainSupported: networks.some((n) => n.id === chainId),
    })
  const connectSolana = (who = solanaAddress, network = solanaMainnet) =>
    state$.next(solanaState('io.test', network, [who]))
  return { service, state$, connect, connectSolana, wallet }
}

function setup() {
  balanceAnswer = () => HttpResponse.json({ balances: [native, usdc, junk] })
  identityAnswer = () =>
    HttpResponse.json({ name: 'ada.keyport', avatar: 'https://a.test/ada.png' })
  const clock: ManualClock = createManualClock(Date.UTC(2026, 0, 1))
  const toast = createToastService({ clock })
  const showError = vi.spyOn(toast, 'showError')
  const connection = fakeConnection()
  const client = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '1' })
  // Every answer the service asked for, so a test can wait until all of them arrived.
  const gets: Promise<unknown>[] = []
  const dataApi: HttpClient = {
    ...client,
    get: <T>(request: Parameters<HttpClient['get']>[0]) => {
      const answer = client.get<T>(request)
      gets.push(answer)
      return answer
    },
  }
  const service = createAccountDataService({
    connection: connection.service,
    dataApi,
    toast,
    clock,
    networks,
    solanaNetworks: [solanaMainnet],
  })
  /** Lets msw answer: real I/O, no timers. */
  const settle = () => vi.waitFor(() => expect(service.data.loading).toBe(false))
  const allAnswered = async () => {
    await Promise.allSettled(gets)
    await flushMicrotasks()
  }
  return { clock, showError, connection, service, settle, allAnswered }
}

describe('createAccountDataService', () => {
  test('behavior: disconnected, nothing is fetched and the data is empty', async () => {
    const { service } = setup()
    await service.refresh()
    expect(service.data).toEqual({ loading: false, balances: [] })
    expect(calls).toEqual([])
  })

  test('behavior: on connect, balances and identity load for the address and chain', async () => {
    const { service, connection, settle } = setup()
    connection.connect()
    expect(service.data.loading).toBe(true)
    await settle()
    await vi.waitFor(() => expect(service.data.profileName).toBe('ada.keyport'))
    expect(service.data).toEqual({
      loading: false,
      balances: [native, usdc],
      balance: '1.25',
      balanceSymbol: 'ETH',
      balanceError: undefined,
      profileName: 'ada.keyport',
      profileImage: 'https://a.test/ada.png',
    })
    const [balanceUrl] = balancePaths()
    expect(balanceUrl?.pathname).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(balanceUrl?.searchParams ?? [])).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:1',
      projectId: 'p',
    })
    expect(identityPaths().map((url) => url.pathname)).toEqual([`/v1/identity/${address}`])
    // Spec §7: the identity call names the asking account as `sender`.
    expect(identityPaths()[0]?.searchParams.get('sender')).toBe(address)
  })

  test.each([
    ['0', false],
    ['18', true],
    ['00', true],
    ['', true],
  ])(
    "behavior: a token with decimals '%s' is kept: %s (only exactly '0' is dropped)",
    async (decimals, kept) => {
      const { service, connection, settle } = setup()
      const candidate = token({ address: 'eip155:1:0x2', quantity: { decimals, numeric: '1' } })
      balanceAnswer = () => HttpResponse.json({ balances: [candidate] })
      connection.connect()
      await settle()
      expect(service.data.balances).toEqual(kept ? [candidate] : [])
    },
  )

  test('behavior: without a native token the balance is 0 in the network symbol', async () => {
    const { service, connection, settle } = setup()
    balanceAnswer = () => HttpResponse.json({ balances: [usdc] })
    connection.connect()
    await settle()
    expect(service.data).toMatchObject({ balance: '0', balanceSymbol: 'ETH' })
  })

  test('behavior: balances are cached 30 s per address and chain', async () => {
    const { service, connection, settle, clock } = setup()
    connection.connect()
    await settle()
    await service.refresh()
    clock.advance(BALANCE_CACHE_MS - 1)
    await service.refresh()
    expect(balancePaths()).toHaveLength(1)
    clock.advance(1)
    await service.refresh()
    expect(balancePaths()).toHaveLength(2)
  })

  test('behavior: identity is cached 5 minutes', async () => {
    const { service, connection, settle, clock } = setup()
    connection.connect()
    await settle()
    clock.advance(IDENTITY_CACHE_MS - 1)
    await service.refresh()
    expect(identityPaths()).toHaveLength(1)
    clock.advance(1)
    await service.refresh()
    expect(identityPaths()).toHaveLength(2)
  })

  test('behavior: refresh with force skips the cache and asks the API to update', async () => {
    const { service, connection, settle } = setup()
    connection.connect()
    await settle()
    await service.refresh({ force: true })
    expect(balancePaths()).toHaveLength(2)
    expect(balancePaths()[1]?.searchParams.get('forceUpdate')).toBe('true')
    // The identity too: a name registered a moment ago shows at once.
    expect(identityPaths()).toHaveLength(2)
    expect(identityPaths()[1]?.searchParams.get('forceUpdate')).toBe('true')
    expect(identityPaths()[0]?.searchParams.get('forceUpdate')).toBeNull()
  })

  test('behavior: forgetIdentity drops the cached identity on every chain of that address only', async () => {
    const { service, connection, settle, allAnswered } = setup()
    connection.connect(1)
    await settle()
    connection.connect(8453)
    await settle()
    connection.connect(8453, other)
    await settle()
    await allAnswered()
    expect(identityPaths()).toHaveLength(3)
    identityAnswer = () => HttpResponse.json({ name: 'new.keyport.id', avatar: null })
    service.forgetIdentity(address.toUpperCase().replace('0X', '0x'))
    connection.connect(1)
    await vi.waitFor(() => expect(service.data.profileName).toBe('new.keyport.id'))
    connection.connect(8453)
    await vi.waitFor(() => expect(service.data.profileName).toBe('new.keyport.id'))
    connection.connect(8453, other)
    await settle()
    await allAnswered()
    // The other address kept its cached answer: no fifth call.
    expect(identityPaths()).toHaveLength(5)
    expect(service.data.profileName).toBe('ada.keyport')
  })

  test('behavior: another chain or address is another cache entry', async () => {
    const { service, connection, settle } = setup()
    connection.connect(1)
    await settle()
    connection.connect(8453)
    await settle()
    connection.connect(8453, other)
    await settle()
    connection.connect(1)
    await settle()
    expect(balancePaths().map((url) => url.searchParams.get('chainId'))).toEqual([
      'eip155:1',
      'eip155:8453',
      'eip155:8453',
    ])
    expect(service.data.balances).toEqual([native, usdc])
  })

  test.each([
    ['a 500', () => HttpResponse.json({ reasons: [] }, { status: 500 })],
    ['a malformed body', () => HttpResponse.json({ balances: [{ name: 1 }] })],
    ['a network error', () => HttpResponse.error()],
    [
      "the data API's 'not a supported network' (spec §9's list)",
      () =>
        HttpResponse.json(
          {
            code: 'network_not_supported',
            reasons: [
              {
                description:
                  'Network not supported for Balances: chain 1 is not a supported network (served: 8453).',
              },
            ],
          },
          { status: 400 },
        ),
    ],
  ])("behavior: %s shows 'Token Balance Unavailable'", async (_, answer) => {
    const { service, connection, settle, showError } = setup()
    balanceAnswer = answer
    connection.connect()
    await settle()
    expect(showError).toHaveBeenCalledWith('Token Balance Unavailable')
    expect(service.data).toMatchObject({
      balances: [],
      balanceError: 'Token Balance Unavailable',
    })
  })

  test('behavior: after a failure there is no retry for 30 s, then it loads', async () => {
    const { service, connection, settle, showError, clock } = setup()
    balanceAnswer = () => HttpResponse.json({}, { status: 503 })
    connection.connect()
    await settle()
    balanceAnswer = () => HttpResponse.json({ balances: [native] })
    clock.advance(29_999)
    await service.refresh({ force: true })
    expect(balancePaths()).toHaveLength(1)
    expect(showError).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await service.refresh()
    expect(balancePaths()).toHaveLength(2)
    expect(service.data).toMatchObject({ balances: [native], balanceError: undefined })
  })

  test("behavior: an unsupported network shows 'Token Balance Unavailable' and calls no balance API", async () => {
    const { service, connection, showError } = setup()
    connection.connect(10)
    await flushMicrotasks()
    expect(showError).toHaveBeenCalledWith('Token Balance Unavailable')
    expect(service.data).toMatchObject({
      loading: false,
      balanceError: 'Token Balance Unavailable',
    })
    await service.refresh()
    expect(showError).toHaveBeenCalledTimes(1)
    expect(balancePaths()).toEqual([])
  })

  test('behavior: a failed identity leaves the name empty without a toast', async () => {
    const { service, connection, settle, showError } = setup()
    identityAnswer = () => HttpResponse.json({}, { status: 404 })
    connection.connect()
    await settle()
    await vi.waitFor(() => expect(identityPaths()).toHaveLength(1))
    await service.refresh()
    expect(service.data.profileName).toBeNull()
    expect(showError).not.toHaveBeenCalled()
  })

  test('behavior: disconnecting clears the data', async () => {
    const { service, connection, settle } = setup()
    connection.connect()
    await settle()
    connection.state$.next({ status: 'disconnected', accounts: [], chainSupported: true })
    expect(service.data).toEqual({ loading: false, balances: [] })
  })

  test('behavior: an answer for a previous account is dropped', async () => {
    const { service, connection, settle, allAnswered } = setup()
    let release: () => void = () => {}
    balanceAnswer = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(HttpResponse.json({ balances: [usdc] }))
      })
    connection.connect(1)
    await vi.waitFor(() => expect(balancePaths()).toHaveLength(1))
    balanceAnswer = () => HttpResponse.json({ balances: [native] })
    connection.connect(1, other)
    await settle()
    release()
    await allAnswered()
    expect(service.data.balances).toEqual([native])
    expect(service.data.loading).toBe(false)
  })
})

describe('createAccountDataService on Solana', () => {
  const sol = token({
    name: 'Solana',
    symbol: 'SOL',
    chainId: solanaMainnet.caipNetworkId,
    price: 150,
    quantity: { decimals: '9', numeric: '1000' },
  })
  const splUsdc = token({
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solanaMainnet.caipNetworkId,
    address: `${solanaMainnet.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
    price: 1,
    quantity: { decimals: '6', numeric: '100000' },
  })

  test('behavior: a Solana account reads its balance by base58 address and solana chain id, no identity', async () => {
    const { service, connection, settle } = setup()
    balanceAnswer = () => HttpResponse.json({ balances: [sol, splUsdc] })
    connection.connectSolana()
    await settle()
    expect(service.data).toMatchObject({
      balances: [sol, splUsdc],
      balance: '1000',
      balanceSymbol: 'SOL',
      balanceError: undefined,
    })
    const [balanceUrl] = balancePaths()
    expect(balanceUrl?.pathname).toBe(`/v1/account/${solanaAddress}/balance`)
    expect(balanceUrl?.searchParams.get('chainId')).toBe(solanaMainnet.caipNetworkId)
    expect(identityPaths()).toEqual([])
  })

  test('behavior: switching between an EVM and a Solana account shows each its own balances, cached', async () => {
    const { service, connection, settle } = setup()
    balanceAnswer = () => HttpResponse.json({ balances: [sol] })
    connection.connectSolana()
    await settle()
    balanceAnswer = () => HttpResponse.json({ balances: [native] })
    connection.connect(1)
    await settle()
    expect(service.data).toMatchObject({ balance: '1.25', balanceSymbol: 'ETH' })
    connection.connectSolana()
    await settle()
    expect(service.data).toMatchObject({ balances: [sol], balanceSymbol: 'SOL' })
    expect(balancePaths()).toHaveLength(2)
  })

  test("behavior: a failed Solana balance shows 'Token Balance Unavailable' and blocks retries for 30 s", async () => {
    const { service, connection, settle, showError } = setup()
    balanceAnswer = () => HttpResponse.json({}, { status: 500 })
    connection.connectSolana()
    await settle()
    expect(showError).toHaveBeenCalledWith('Token Balance Unavailable')
    await service.refresh({ force: true })
    expect(balancePaths()).toHaveLength(1)
    expect(service.data.balanceError).toBe('Token Balance Unavailable')
  })

  test("behavior: a Solana network the app does not list is unsupported: 'Token Balance Unavailable', no call", async () => {
    const { service, connection, showError } = setup()
    connection.connectSolana(solanaAddress, { ...solanaMainnet, caipNetworkId: 'solana:unknown' })
    await flushMicrotasks()
    expect(showError).toHaveBeenCalledWith('Token Balance Unavailable')
    expect(service.data.balanceError).toBe('Token Balance Unavailable')
    expect(balancePaths()).toEqual([])
  })

  test('behavior: a wallet with asset discovery answers the balances (EIP-7811), and the balance service is not asked', async () => {
    const { service, connection, settle } = setup()
    const asked: string[] = []
    connection.wallet.provider = {
      request: async ({ method }) => {
        asked.push(method)
        if (method === 'wallet_getCapabilities')
          return { '0x1': { assetDiscovery: { supported: true } } }
        return {
          '0x1': [
            {
              address: 'native',
              balance: '0x2b5e3af16b1880000',
              type: 'NATIVE',
              metadata: {
                name: 'Ether',
                symbol: 'ETH',
                decimals: 18,
                price: 2000,
                iconUrl: 'https://icons.test/eth.png',
                value: 100_000,
              },
            },
          ],
        }
      },
    }
    connection.connect()
    await settle()
    expect(asked).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(service.data.balance).toBe('50')
    expect(service.data.balances).toEqual([
      token({ value: 100_000, quantity: { decimals: '18', numeric: '50' } }),
    ])
    expect(balancePaths()).toEqual([])

    // A forced refresh (after a send) reads past every cache: the balance service, forced.
    await service.refresh({ force: true })
    expect(asked).toHaveLength(2)
    expect(balancePaths().map((url) => url.searchParams.get('forceUpdate'))).toEqual(['true'])
    expect(service.data.balances).toEqual([native, usdc])
  })

  test('behavior: an asset answer that breaks spec section 5 is ignored, silently: the balance service answers', async () => {
    const { service, connection, settle, showError } = setup()
    connection.wallet.provider = {
      request: async ({ method }) =>
        method === 'wallet_getCapabilities'
          ? { '0x1': { assetDiscovery: { supported: true } } }
          : {
              '0x1': [
                { address: 'native', balance: '0x1', type: 'NATIVE', metadata: { name: 'Ether' } },
              ],
            },
    }
    connection.connect()
    await settle()
    expect(service.data.balances).toEqual([native, usdc])
    expect(balancePaths()).toHaveLength(1)
    expect(showError).not.toHaveBeenCalled()
  })
})
