import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createDataApiClient } from './createDataApiClient'

const BASE = 'http://data.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function record() {
  const urls: URL[] = []
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      urls.push(new URL(request.url))
      return HttpResponse.json({})
    }),
  )
  return urls
}

describe('createDataApiClient', () => {
  test('behavior: every request carries the project id and the SDK type and version', async () => {
    const urls = record()
    const api = createDataApiClient({ baseUrl: BASE, projectId: 'demo', sdkVersion: '1.2.3' })
    await api.get({
      path: '/v1/account/0xabc/balance',
      params: { currency: 'usd', chainId: 'eip155:1' },
    })
    await api.post({ path: '/v1/fungible/price', body: { currency: 'usd' } })
    for (const url of urls) {
      expect(url.searchParams.get('projectId')).toBe('demo')
      expect(url.searchParams.get('st')).toBe('keyport')
      expect(url.searchParams.get('sv')).toBe('1.2.3')
    }
    expect(urls[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(urls).toHaveLength(2)
  })

  test('behavior: the SDK type can be set and the project id cannot be overridden per call', async () => {
    const urls = record()
    const api = createDataApiClient({
      baseUrl: BASE,
      projectId: 'demo',
      sdkType: 'custom',
      sdkVersion: '1',
    })
    await api.get({ path: '/v1/x', params: { projectId: 'other' } })
    expect(urls[0]?.searchParams.get('st')).toBe('custom')
    expect(urls[0]?.searchParams.getAll('projectId')).toEqual(['demo'])
  })

  test('behavior: it only calls the configured base URL', async () => {
    const urls = record()
    const api = createDataApiClient({ baseUrl: BASE, projectId: 'demo', sdkVersion: '1' })
    await api.get({ path: '//elsewhere.test/v1/x' })
    expect(urls[0]?.origin).toBe(BASE)
  })
})
