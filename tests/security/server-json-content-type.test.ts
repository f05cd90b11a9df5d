import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { rawRequest, startFakeApi } from './serverTestApi.ts'

// Order 20, finding 5: request bodies were parsed as JSON whatever their content type, so any
// site could send a text/plain POST (a CORS "simple" request, sent without a preflight) to the
// auth service, e.g. /v1/email/start. Now every JSON route reads application/json only (415).
describe('server: JSON routes need Content-Type: application/json', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop())
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  test("attack: another site's text/plain POST to /v1/email/start is refused (415) and sends no mail", async () => {
    const body = JSON.stringify({
      email: 'csrf-victim@example.com',
      deviceId: 'device-csrf-000001',
      devicePublicKey: testDeviceKey,
    })
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await rawRequest(frame.url, 'POST', '/v1/email/start?projectId=keyport-dev', {
        headers: { 'content-type': type, origin: 'https://evil.example' },
        body,
      })
      expect(answer.status, type).toBe(415)
      expect(JSON.parse(answer.body).reasons[0].description).toContain(
        'Content-Type: application/json',
      )
    }
    // No content type at all, with a body, is refused too.
    expect(
      (await rawRequest(frame.url, 'POST', '/v1/email/start?projectId=keyport-dev', { body }))
        .status,
    ).toBe(415)
    expect(await frame.inbox('csrf-victim@example.com')).toEqual([])
  })

  test('attack: a text/plain JSON-RPC call to the data API is refused (415)', async () => {
    const api = await startFakeApi()
    cleanups.push(api.close)
    const answer = await rawRequest(api.url, 'POST', '/v1/?chainId=1&projectId=keyport-dev', {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(answer.status).toBe(415)
    expect(JSON.parse(answer.body).code).toBe('unsupported_media_type')
  })

  test('behavior: application/json, with or without a charset, is read', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const answer = await rawRequest(frame.url, 'POST', '/v1/email/start?projectId=keyport-dev', {
        headers: { 'content-type': type },
        body: JSON.stringify({
          email: 'json-ok@example.com',
          deviceId: 'device-json-000001',
          devicePublicKey: testDeviceKey,
        }),
      })
      expect(answer.status, type).toBe(200)
      frame.advance(61_000)
    }
  })
})
