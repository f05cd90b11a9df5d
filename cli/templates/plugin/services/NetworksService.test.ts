import { createDataApiClient, createEventBus } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createNetworksService } from './NetworksService.ts'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Answers GET /v1/supported-chains with `body` and counts the calls. */
function answer(body: unknown, status = 200) {
  const calls: URL[] = []
  server.use(
    http.get(`${BASE}/v1/supported-chains`, ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json(body as object, { status })
    }),
  )
  return calls
}

function networksService() {
  const bus = createEventBus()
  const dataApi = createDataApiClient({ baseUrl: BASE, projectId: 'demo', sdkVersion: '0.1.0' })
  const loaded: unknown[] = []
  bus.on('plugin-template:networks-loaded', (payload) => loaded.push(payload))
  return { service: createNetworksService({ dataApi, bus }), loaded }
}

describe('createNetworksService', () => {
  test('behavior: loads the networks with the project id and emits networks-loaded', async () => {
    const calls = answer({ http: ['eip155:1', 'eip155:8453'], ws: [] })
    const { service, loaded } = networksService()
    expect(service.state).toEqual({ status: 'idle' })
    await service.load()
    expect(service.state).toEqual({ status: 'loaded', networks: ['eip155:1', 'eip155:8453'] })
    expect(calls[0]?.searchParams.get('projectId')).toBe('demo')
    expect(loaded).toEqual([{ networks: ['eip155:1', 'eip155:8453'] }])
  })

  test('behavior: concurrent loads share one request', async () => {
    const calls = answer({ http: ['eip155:1'], ws: [] })
    const { service } = networksService()
    await Promise.all([service.load(), service.load()])
    expect(calls).toHaveLength(1)
  })

  test.each([
    ['an error status', { reasons: [{ description: 'Unknown project' }] }, 403],
    ['an answer of the wrong shape', { http: 'eip155:1' }, 200],
    ['a network id that is not CAIP-2', { http: ['one'], ws: [] }, 200],
  ])('behavior: %s becomes the failed state with a clear message', async (_, body, status) => {
    answer(body, status)
    const { service, loaded } = networksService()
    await service.load()
    const { state } = service
    expect(state.status).toBe('failed')
    if (state.status === 'failed') expect(state.error.shortMessage).toBe('Networks Unavailable')
    expect(loaded).toEqual([])
  })

  test('behavior: a later load recovers from a failure', async () => {
    answer({}, 500)
    const { service } = networksService()
    await service.load()
    expect(service.state.status).toBe('failed')
    answer({ http: ['eip155:1'], ws: [] })
    await service.load()
    expect(service.state).toEqual({ status: 'loaded', networks: ['eip155:1'] })
  })
})
