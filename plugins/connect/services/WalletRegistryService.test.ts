import { createDataApiClient, HttpResponseInvalidError, HttpStatusError } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createWalletRegistryService } from './WalletRegistryService.ts'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  rdns: 'me.rainbow',
  homepage: 'https://rainbow.me',
  image_url: 'data:image/svg+xml;base64,PHN2Zy8+',
  mobile_link: 'rainbow://',
  desktop_link: null,
  injected: true,
}
const safe = {
  ...rainbow,
  id: 'safe',
  name: 'Safe',
  rdns: null,
  mobile_link: null,
  injected: false,
}

/** Answers GET /v1/wallets with `body` and records the query of each call. */
function answer(body: unknown, status = 200) {
  const seen: URLSearchParams[] = []
  server.use(
    http.get(`${BASE}/v1/wallets`, ({ request }) => {
      seen.push(new URL(request.url).searchParams)
      return HttpResponse.json(body as object, { status })
    }),
  )
  return seen
}

const registry = () =>
  createWalletRegistryService({
    dataApi: createDataApiClient({ baseUrl: BASE, projectId: 'demo', sdkVersion: '0.1.0' }),
  })

describe('createWalletRegistryService', () => {
  test('behavior: list maps API fields to RegistryWallet, nulls to absent', async () => {
    answer({ count: 41, data: [rainbow, safe] })
    expect(await registry().list({ page: 2, entries: 2 })).toEqual({
      count: 41,
      page: 2,
      wallets: [
        {
          id: 'rainbow',
          name: 'Rainbow',
          rdns: 'me.rainbow',
          homepage: 'https://rainbow.me',
          imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          mobileLink: 'rainbow://',
          desktopLink: undefined,
        },
        {
          id: 'safe',
          name: 'Safe',
          rdns: undefined,
          homepage: 'https://rainbow.me',
          imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          mobileLink: undefined,
          desktopLink: undefined,
        },
      ],
    })
  })

  test.each([
    [{}, { page: '1', entries: '40', search: null }],
    [
      { page: 3, entries: 10, search: '  rain ' },
      { page: '3', entries: '10', search: 'rain' },
    ],
    [{ search: '   ' }, { page: '1', entries: '40', search: null }],
    [{ search: 'x'.repeat(150) }, { page: '1', entries: '40', search: 'x'.repeat(100) }],
  ])('behavior: list(%o) sends %o with the project id', async (options, expected) => {
    const seen = answer({ count: 0, data: [] })
    expect(await registry().list(options)).toEqual({
      wallets: [],
      count: 0,
      page: Number(expected.page),
    })
    const [query] = seen
    expect(query?.get('page')).toBe(expected.page)
    expect(query?.get('entries')).toBe(expected.entries)
    expect(query?.get('search')).toBe(expected.search)
    expect(query?.get('projectId')).toBe('demo')
  })

  test('behavior: include and exclude go comma-joined, empty lists not at all', async () => {
    const seen = answer({ count: 0, data: [] })
    await registry().list({ include: ['rainbow', 'safe'], exclude: ['argent'] })
    await registry().list({ include: [], exclude: [] })
    expect(seen.map((query) => [query.get('include'), query.get('exclude')])).toEqual([
      ['rainbow,safe', 'argent'],
      [null, null],
    ])
  })

  test('behavior: the data API registry is available', () => {
    expect(registry().available).toBe(true)
  })

  test.each([
    ['no data', { count: 1 }],
    ['a wallet without an image', { count: 1, data: [{ ...rainbow, image_url: undefined }] }],
    ['a negative count', { count: -1, data: [] }],
  ])('behavior: an answer with %s rejects with HttpResponseInvalidError', async (_, body) => {
    answer(body)
    await expect(registry().list({})).rejects.toBeInstanceOf(HttpResponseInvalidError)
  })

  test("behavior: the API's 400 reaches the caller with its reason", async () => {
    answer(
      {
        status: 400,
        code: 'invalid_query',
        reasons: [{ description: 'query.entries: entries must be at most 100' }],
      },
      400,
    )
    const error = await registry()
      .list({ entries: 500 })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(400)
    expect((error as HttpStatusError).reasons[0]?.description).toBe(
      'query.entries: entries must be at most 100',
    )
  })
})
