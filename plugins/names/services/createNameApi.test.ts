import { createDataApiClient, createManualClock } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { NamesError } from '../errors.ts'
import { createNameApi, NAME_CACHE_MS } from './createNameApi.ts'

const api = 'http://api.test'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dataApi = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '0' })
const asked: URL[] = []
const bodies: unknown[] = []
let answer: () => Response = () => HttpResponse.json({})
const server = setupServer(
  http.get(`${api}/v1/profile/*`, ({ request }) => {
    asked.push(new URL(request.url))
    return answer()
  }),
  http.post(`${api}/v1/profile/account`, async ({ request }) => {
    asked.push(new URL(request.url))
    bodies.push(await request.json())
    return answer()
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
  bodies.length = 0
})
afterAll(() => server.close())

const profile = (name: string) => ({
  name,
  registered: 1,
  updated: 1,
  addresses: { '60': { address } },
  attributes: {},
})
const reasons = (status: number, description: string) => () =>
  HttpResponse.json({ status, code: 'x', reasons: [{ description }] }, { status })
const setup = () => {
  const clock = createManualClock(0)
  return { clock, names: createNameApi({ dataApi, clock }) }
}
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(NamesError)
  return (error as NamesError).shortMessage
}

describe('createNameApi', () => {
  test('behavior: suggestions ask for the label in the keyport.id zone and keep the order', async () => {
    const suggestions = [
      { name: 'alice.keyport.id', registered: true },
      { name: 'alice1.keyport.id', registered: false },
    ]
    answer = () => HttpResponse.json({ suggestions })
    expect(await setup().names.suggestions('alice')).toEqual(suggestions)
    expect(asked[0]?.pathname).toBe('/v1/profile/suggestions/alice')
    expect(asked[0]?.searchParams.get('zone')).toBe('keyport.id')
  })

  test('behavior: a failed or malformed suggestions answer is "Error fetching name suggestions"', async () => {
    const { names } = setup()
    answer = () => new HttpResponse(null, { status: 500 })
    expect(await failure(names.suggestions('alice'))).toBe('Error fetching name suggestions')
    answer = () => HttpResponse.json({ suggestions: [{ name: 1 }] })
    expect(await failure(names.suggestions('alice'))).toBe('Error fetching name suggestions')
    answer = () => HttpResponse.error()
    expect(await failure(names.suggestions('alice'))).toBe('Error fetching name suggestions')
  })

  test('behavior: an API reason wins over the fallback text (spec §8)', async () => {
    answer = reasons(400, "'abc' is not a valid name.")
    expect(await failure(setup().names.suggestions('abc'))).toBe("'abc' is not a valid name.")
  })

  test('behavior: an aborted suggestions call rejects with the abort, not a names error', async () => {
    answer = () => HttpResponse.json({ suggestions: [] })
    const controller = new AbortController()
    const asking = setup().names.suggestions('alice', controller.signal)
    controller.abort()
    expect(await asking.catch((error: unknown) => error)).not.toBeInstanceOf(NamesError)
  })

  test('behavior: names for an address are cached 5 minutes per address, in any case', async () => {
    const { names, clock } = setup()
    answer = () => HttpResponse.json([profile('alice.keyport.id')])
    expect((await names.namesForAddress(address)).map((p) => p.name)).toEqual(['alice.keyport.id'])
    expect(asked[0]?.pathname).toBe(`/v1/profile/reverse/${address}`)
    expect(asked[0]?.searchParams.get('sender')).toBe(address)
    answer = () => HttpResponse.json([profile('bob1.keyport.id'), profile('alice.keyport.id')])
    clock.advance(NAME_CACHE_MS - 1)
    expect(await names.namesForAddress(address.toLowerCase())).toHaveLength(1)
    expect(asked).toHaveLength(1)
    clock.advance(1)
    expect(await names.namesForAddress(address)).toHaveLength(2)
    expect(asked).toHaveLength(2)
  })

  test('behavior: forget drops the cached names, so a new registration shows at once', async () => {
    const { names } = setup()
    answer = () => HttpResponse.json([])
    await names.namesForAddress(address)
    names.forget(address.toLowerCase())
    answer = () => HttpResponse.json([profile('alice.keyport.id')])
    expect(await names.namesForAddress(address)).toHaveLength(1)
  })

  test('behavior: a failed reverse lookup is "Error fetching names for address" and is not cached', async () => {
    const { names } = setup()
    answer = () => new HttpResponse(null, { status: 503 })
    expect(await failure(names.namesForAddress(address))).toBe('Error fetching names for address')
    answer = () => HttpResponse.json([])
    expect(await names.namesForAddress(address)).toEqual([])
  })

  test('behavior: register posts the request as is and needs { success: true }', async () => {
    const { names } = setup()
    const request = { coin_type: 60, address, message: '{}', signature: `0x${'ab'.repeat(65)}` }
    answer = () => HttpResponse.json({ success: true })
    await names.register(request)
    expect(bodies).toEqual([request])
    answer = reasons(409, 'Name alice.keyport.id is already registered.')
    await expect(names.register(request)).rejects.toThrow('HTTP status code: 409')
    answer = () => HttpResponse.json({ success: false })
    await expect(names.register(request)).rejects.toThrow()
  })
})
