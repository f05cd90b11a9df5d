import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createHttpClient } from './HttpClient'
import { HttpNetworkError } from './HttpNetworkError'
import { HttpResponseInvalidError } from './HttpResponseInvalidError'
import { HttpStatusError } from './HttpStatusError'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Seen = { method: string; url: URL; headers: Headers; body: string }

/** Answers every request under BASE with `respond` and records what arrived. */
function answer(respond: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Seen[] = []
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      })
      return respond()
    }),
  )
  return seen
}

describe('createHttpClient', () => {
  test('behavior: get builds the query and parses the JSON answer', async () => {
    const seen = answer(() => HttpResponse.json({ tokens: ['ETH'] }))
    const client = createHttpClient({
      baseUrl: BASE,
      clientId: 'client-1',
      query: { v: '2', gone: undefined },
    })
    const result = await client.get<{ tokens: string[] }>({
      path: '/v1/convert/tokens',
      params: { chainId: 1, list: ['a', 2], force: true, skipped: undefined, none: [] },
    })
    expect(result).toEqual({ tokens: ['ETH'] })
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/v1/convert/tokens')
    expect([...(request?.url.searchParams ?? [])]).toEqual([
      ['chainId', '1'],
      ['list', 'a,2'],
      ['force', 'true'],
      ['clientId', 'client-1'],
      ['v', '2'],
    ])
    expect(request?.headers.get('accept')).toBe('application/json')
    expect(request?.headers.get('content-type')).toBeNull()
  })

  test.each(['post', 'put', 'delete'] as const)(
    'behavior: %s sends its body as JSON',
    async (verb) => {
      const seen = answer(() => HttpResponse.json({ success: true }))
      const client = createHttpClient({ baseUrl: BASE })
      const result = await client[verb]({ path: 'v1/profile/account', body: { coin_type: 60 } })
      expect(result).toEqual({ success: true })
      expect(seen[0]?.method).toBe(verb.toUpperCase())
      expect(seen[0]?.headers.get('content-type')).toBe('application/json')
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ coin_type: 60 })
    },
  )

  test('behavior: without a body no content type is sent', async () => {
    const seen = answer()
    await createHttpClient({ baseUrl: BASE }).delete({ path: '/v1/sessions/1' })
    expect(seen[0]?.headers.get('content-type')).toBeNull()
    expect(seen[0]?.body).toBe('')
  })

  test('behavior: configured query wins over a request param of the same name', async () => {
    const seen = answer()
    const client = createHttpClient({ baseUrl: BASE, clientId: 'mine' })
    await client.get({ path: '/x', params: { clientId: 'theirs' } })
    expect(seen[0]?.url.searchParams.getAll('clientId')).toEqual(['mine'])
  })

  test('behavior: request headers are merged over the configured ones', async () => {
    const seen = answer()
    const client = createHttpClient({
      baseUrl: BASE,
      headers: { 'x-app': 'a', 'x-both': 'client' },
    })
    await client.get({ path: '/x', headers: { 'x-both': 'request' } })
    expect(seen[0]?.headers.get('x-app')).toBe('a')
    expect(seen[0]?.headers.get('x-both')).toBe('request')
  })

  test.each([
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
  ])('behavior: %s resolves with undefined', async (_, respond) => {
    answer(respond)
    await expect(createHttpClient({ baseUrl: BASE }).post({ path: '/x' })).resolves.toBeUndefined()
  })

  test('behavior: a non-ok answer throws the status text with the API reasons', async () => {
    answer(() =>
      HttpResponse.json(
        { reasons: [{ description: 'Invalid chainId', code: 'E1' }, { description: 'Second' }] },
        { status: 400 },
      ),
    )
    const error = await createHttpClient({ baseUrl: BASE })
      .get({ path: '/v1/convert/gas-price' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    const status = error as HttpStatusError
    expect(status.shortMessage).toBe('HTTP status code: 400')
    expect(status.status).toBe(400)
    expect(status.reasons).toEqual([
      { description: 'Invalid chainId', code: 'E1' },
      { description: 'Second' },
    ])
    expect(status.details).toBe('Invalid chainId')
    expect(status.url).toBe(`${BASE}/v1/convert/gas-price`)
  })

  test.each([
    ['plain text', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['JSON without reasons', () => HttpResponse.json({ error: 'x' }, { status: 502 })],
    [
      'malformed reasons',
      () => HttpResponse.json({ reasons: [{ code: 1 }, 'x'] }, { status: 502 }),
    ],
  ])('behavior: a non-ok answer with %s has no reasons', async (_, respond) => {
    answer(respond)
    const error = (await createHttpClient({ baseUrl: BASE })
      .get({ path: '/x' })
      .catch((e: unknown) => e)) as HttpStatusError
    expect(error.message).toBe('HTTP status code: 502')
    expect(error.reasons).toEqual([])
    expect(error.details).toBeUndefined()
  })

  test('behavior: a network failure throws HttpNetworkError and keeps the cause', async () => {
    answer(() => HttpResponse.error())
    const error = await createHttpClient({ baseUrl: BASE })
      .post({ path: '/v1/onramp/quote', body: {} })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpNetworkError)
    expect((error as HttpNetworkError).shortMessage).toBe('Network request failed')
    expect((error as HttpNetworkError).details).toBe(`POST ${BASE}/v1/onramp/quote`)
    expect((error as HttpNetworkError).cause).toBeInstanceOf(TypeError)
  })

  test('behavior: an aborted request rejects with the abort, not a network error', async () => {
    answer()
    const controller = new AbortController()
    controller.abort()
    const error = await createHttpClient({ baseUrl: BASE })
      .get({ path: '/x', signal: controller.signal })
      .catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(HttpNetworkError)
    expect((error as Error).name).toBe('AbortError')
  })

  test('behavior: an ok answer that is not JSON throws HttpResponseInvalidError', async () => {
    answer(() => new HttpResponse('<html>', { status: 200 }))
    await expect(createHttpClient({ baseUrl: BASE }).get({ path: '/x' })).rejects.toThrowError(
      HttpResponseInvalidError,
    )
  })

  test('behavior: the path stays under the base URL and its prefix', async () => {
    const seen = answer()
    const client = createHttpClient({ baseUrl: `${BASE}/api/` })
    await client.get({ path: 'v1/a' })
    await client.get({ path: '//evil.test/steal' })
    await client.get({ path: 'https://evil.test/steal' })
    expect(seen.map((request) => request.url.origin)).toEqual([BASE, BASE, BASE])
    expect(seen[0]?.url.pathname).toBe('/api/v1/a')
  })

  test('behavior: a configured fetch is used instead of the global one', async () => {
    const fetch = vi.fn(async () => Response.json({ from: 'custom' }))
    const client = createHttpClient({ baseUrl: BASE, fetch })
    await expect(client.get({ path: '/x' })).resolves.toEqual({ from: 'custom' })
    expect(fetch).toHaveBeenCalledWith(`${BASE}/x`, expect.objectContaining({ method: 'GET' }))
  })
})
