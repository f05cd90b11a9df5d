import { createDataApiClient } from '@keyport/kernel'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { recipient, sendErrorOf } from '../testing/fakeSend.ts'
import { resolveRecipientName } from './resolveRecipientName.ts'

const api = 'http://api.test'
const dataApi = createDataApiClient({ baseUrl: api, projectId: 'p', sdkVersion: '0' })
const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
let answer: () => Response
const asked: URL[] = []
const server = setupServer(
  http.get(`${api}/v1/profile/account/:name`, ({ request }) => {
    asked.push(new URL(request.url))
    return answer()
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
})
afterAll(() => server.close())

const profile = (addresses: Record<string, { address: string }>) =>
  HttpResponse.json({
    name: 'alice.keyport.id',
    registered: 1,
    updated: 1,
    addresses,
    attributes: {},
  })
const resolve = (chainId = 1) =>
  resolveRecipientName({ dataApi, name: 'alice.keyport.id', chainId })
const failure = (chainId = 1) => sendErrorOf(resolve(chainId))

describe('resolveRecipientName', () => {
  test('behavior: the chain’s own coin type wins, then 60, then any EVM one; checksummed', async () => {
    answer = () =>
      profile({ '60': { address: recipient.toLowerCase() }, '2147492101': { address: other } })
    expect(await resolve(8453)).toBe(other)
    expect(await resolve(1)).toBe(recipient)
    expect(await resolve(10)).toBe(recipient)
    answer = () => profile({ '2147492101': { address: other } })
    expect(await resolve(1)).toBe(other)
    expect(asked[0]?.pathname).toBe('/v1/profile/account/alice.keyport.id')
    expect(asked[0]?.searchParams.get('projectId')).toBe('p')
  })

  test('behavior: a name that is not registered says so, naming it', async () => {
    answer = () =>
      HttpResponse.json(
        { status: 404, reasons: [{ description: 'Name not found' }] },
        { status: 404 },
      )
    expect(await failure()).toMatchObject({
      code: 'nameNotFound',
      shortMessage: 'No address is registered for alice.keyport.id.',
    })
  })

  test.each([
    ['a 500', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer of the wrong shape', () => HttpResponse.json({ addresses: 'nope' })],
  ])('behavior: %s is spec §8 "Error resolving name"', async (_name, fail) => {
    answer = fail
    expect(await failure()).toMatchObject({
      code: 'nameResolveFailed',
      shortMessage: 'Error resolving name',
    })
  })

  test('behavior: a profile with no EVM address is treated as not registered', async () => {
    answer = () => profile({ '501': { address: 'So1anaAddress' } })
    expect((await failure()).code).toBe('nameNotFound')
  })
})
