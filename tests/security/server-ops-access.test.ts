import { networkInterfaces } from 'node:os'
import { afterEach, describe, expect, test } from 'vitest'
import { rawRequest, startFakeApi } from './serverTestApi.ts'

// Order 20, finding 5: a container bound to 0.0.0.0 served /metrics and /ready to anyone who
// reached it. Now they answer only local, unforwarded requests, or a bearer token
// (KEYPORT_OPS_TOKEN); /health stays open for the balancer.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// This machine's own address on a real interface: a request to it comes from it, not loopback.
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address

describe('server: /metrics and /ready are not public', () => {
  test.skipIf(!external)(
    'attack: a service bound to 0.0.0.0 does not answer /metrics or /ready to a non-local peer',
    async () => {
      const api = await startFakeApi({}, '0.0.0.0')
      cleanups.push(api.close)
      const base = api.url.replace('0.0.0.0', external as string)
      for (const path of ['/metrics', '/ready', '/metrics/']) {
        const answer = await rawRequest(base, 'GET', path, { localAddress: external })
        expect(answer.status, path).toBe(403)
        expect(answer.body).toContain('KEYPORT_OPS_TOKEN')
        expect(answer.body).not.toContain('http_requests_total')
      }
      expect((await rawRequest(base, 'GET', '/health', { localAddress: external })).status).toBe(
        200,
      )
    },
  )

  test('attack: a request a proxy on this machine forwarded (X-Forwarded-For) gets no metrics', async () => {
    const api = await startFakeApi()
    cleanups.push(api.close)
    const answer = await rawRequest(api.url, 'GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body).not.toContain('http_requests_total')
  })

  test('attack: with KEYPORT_OPS_TOKEN set, no token or a wrong one reads nothing, even locally', async () => {
    const api = await startFakeApi({ opsToken: 'ops-secret-for-tests' })
    cleanups.push(api.close)
    for (const authorization of [undefined, 'Bearer wrong', 'ops-secret-for-tests']) {
      const answer = await rawRequest(api.url, 'GET', '/ready', {
        headers: authorization ? { authorization } : {},
      })
      expect(answer.status, authorization).toBe(401)
      expect(answer.body).not.toContain('"ready"')
    }
    const allowed = await rawRequest(api.url, 'GET', '/metrics', {
      headers: { authorization: 'Bearer ops-secret-for-tests' },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.body).toContain('http_requests_total')
  })

  test('behavior: a local, unforwarded request reads them without a token (tests, the operator)', async () => {
    const api = await startFakeApi()
    cleanups.push(api.close)
    expect((await rawRequest(api.url, 'GET', '/ready')).status).toBe(200)
    expect((await rawRequest(api.url, 'GET', '/metrics')).status).toBe(200)
  })
})
