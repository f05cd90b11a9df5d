import { type WalletsResponse, walletsResponseSchema } from '@keyport/connect/schemas'
import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { walletSeed } from '@keyport/server/api/wallets/walletSeed.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

type Reasons = { reasons: { description: string; field?: string }[] }

describe('data API: GET /v1/wallets', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi({ rateLimit: 1_000 })
  }, 30_000)
  afterAll(() => api?.stop())

  const wallets = async (query = '') => {
    const answer = await api.get(`/v1/wallets?projectId=keyport-dev${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return walletsResponseSchema.parse(answer.body) satisfies WalletsResponse
  }
  const ids = (response: WalletsResponse) => response.data.map((wallet) => wallet.id)

  test('behavior: the first page holds 40 wallets by rank, the test wallet first', async () => {
    const first = await wallets()
    expect(first.count).toBe(walletSeed.length)
    expect(ids(first)).toEqual(walletSeed.slice(0, 40).map((wallet) => wallet.id))
    expect(first.data[0]).toEqual({
      id: 'keyport-test-wallet',
      name: 'Keyport Test Wallet',
      rdns: 'dev.keyport.testwallet',
      homepage: 'https://keyport.dev',
      image_url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      mobile_link: null,
      desktop_link: null,
      injected: true,
    })
  })

  test('behavior: images are inline SVG and link nowhere but the SVG namespace', async () => {
    const { data } = await wallets('&entries=100')
    for (const wallet of data) {
      const svg = Buffer.from(wallet.image_url.split(',')[1] ?? '', 'base64').toString()
      expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/)
      expect(svg.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg'])
    }
  })

  test('behavior: pages are disjoint, keep the order, and share one count', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) => wallets(`&entries=9&page=${page}`)),
    )
    expect(pages.map((page) => page.data.length)).toEqual([9, 9, 9, 9, 4])
    expect(new Set(pages.map((page) => page.count))).toEqual(new Set([walletSeed.length]))
    const all = pages.flatMap(ids)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(walletSeed.map((wallet) => wallet.id))
    expect(await wallets('&entries=9&page=6')).toEqual({ count: walletSeed.length, data: [] })
  })

  test.each([
    ['name, any case', '&search=RAIN', ['rainbow']],
    [
      'name or rdns part, trimmed',
      '&search=%20wallet%20',
      walletSeed
        .filter(({ name, rdns }) => `${name} ${rdns}`.toLowerCase().includes('wallet'))
        .map((wallet) => wallet.id),
    ],
    ['rdns', '&search=io.zerion', ['zerion']],
    ['rdns part', '&search=metamask', ['metamask']],
    ['a LIKE wildcard as a character', '&search=%25', []],
    ['nothing', '&search=no-such-wallet', []],
  ])('behavior: search by %s', async (_, query, expected) => {
    const { count, data } = await wallets(query)
    expect(count).toBe(expected.length)
    expect(data.map((wallet) => wallet.id)).toEqual(expected)
  })

  test('behavior: include keeps only those ids, exclude drops them, both combine', async () => {
    expect(ids(await wallets('&include=rainbow,metamask,nope'))).toEqual(['metamask', 'rainbow'])
    const excluded = await wallets('&exclude=keyport-test-wallet,%20metamask')
    expect(excluded.count).toBe(walletSeed.length - 2)
    expect(ids(excluded)).not.toContain('metamask')
    expect(ids(excluded)[0]).toBe('coinbase')
    expect(ids(await wallets('&include=rainbow,metamask&exclude=metamask'))).toEqual(['rainbow'])
  })

  test('behavior: rdns looks wallets up by their exact EIP-6963 rdns', async () => {
    expect(ids(await wallets('&rdns=me.rainbow,io.rabby,io.metamask'))).toEqual([
      'metamask',
      'rainbow',
      'rabby',
    ])
    expect(ids(await wallets('&rdns=io.meta'))).toEqual([])
    expect(ids(await wallets('&rdns=app.phantom&search=zzz'))).toEqual([])
  })

  test.each([
    ['&page=0', 'query.page: page must be at least 1'],
    ['&page=-1', 'query.page: page must be a whole number from 1 to 10000'],
    ['&page=1.5', 'query.page: page must be a whole number'],
    ['&page=abc', 'query.page: page must be a whole number'],
    ['&page=99999', 'query.page: page must be at most 10000'],
    ['&entries=0', 'query.entries: entries must be at least 1'],
    ['&entries=101', 'query.entries: entries must be at most 100'],
    ['&entries=', 'query.entries: entries must be a whole number from 1 to 100'],
    ['&page=1&page=2', 'query.page'],
    [`&search=${'x'.repeat(101)}`, 'query.search: search is at most 100 characters'],
    ['&search=a%00b', 'query.search: search may not contain control characters'],
    ['&include=Meta%20Mask', 'query.include: Expected comma-separated wallet ids'],
    ['&exclude=,', 'query.exclude: Expected comma-separated wallet ids'],
    ['&rdns=metamask', 'query.rdns: Expected comma-separated rdns values'],
  ])('behavior: %s answers 400 with a clear first reason', async (query, reason) => {
    const answer = await api.get(`/v1/wallets?projectId=keyport-dev${query}`)
    expect(answer.status).toBe(400)
    expect((answer.body as Reasons).reasons[0]?.description).toContain(reason)
  })

  test('behavior: a project id is required', async () => {
    expect((await api.get('/v1/wallets')).status).toBe(401)
  })

  test('behavior: the route is in the OpenAPI document with its query parameters', async () => {
    const { body } = await api.get('/openapi.json')
    const operation = (body.paths as Record<string, { get: { parameters: { name: string }[] } }>)[
      '/v1/wallets'
    ]
    expect(operation?.get.parameters.map((p) => p.name)).toEqual([
      'page',
      'entries',
      'search',
      'include',
      'exclude',
      'rdns',
      'projectId',
    ])
  })
})
