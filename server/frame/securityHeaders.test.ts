import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'

/** A CSP header as a map of directive → its sources. */
function csp(header: string | null) {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

// The secure frame site's response headers: who may embed it, what its pages may load, and that
// no answer (page, script or auth API JSON) is sniffed, cached, or readable by other sites.
describe('secure frame security headers', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  const apps = ['http://app.test', 'http://127.0.0.1:5180']
  beforeAll(async () => {
    frame = await startTestFrame({ allowedOrigins: apps })
  }, 120_000)
  afterAll(() => frame?.stop())

  const get = (path: string, init?: RequestInit) => fetch(`${frame.url}${path}`, init)
  const expectEveryAnswerHeaders = (response: Response, name: string) => {
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff')
    expect(response.headers.get('referrer-policy'), name).toBe('no-referrer')
    expect(response.headers.get('permissions-policy'), name).toMatch(/camera=\(\)/)
  }

  test('behavior: /ready and /metrics carry the headers of every answer; metrics are labelled frame, pages as (page)', async () => {
    await get('/sdk?projectId=keyport-dev')
    const ready = await get('/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true })
    expectEveryAnswerHeaders(ready, '/ready')
    const metrics = await get('/metrics')
    expectEveryAnswerHeaders(metrics, '/metrics')
    const text = await metrics.text()
    expect(text).toContain(
      'keyport_http_requests_total{route="(page)",method="GET",status="200",service="frame"} 1',
    )
    expect(text).not.toContain('/sdk')
  })

  test('behavior: the frame page may be embedded only by the allowed app origins, and loads only from itself', async () => {
    const response = await get('/sdk?projectId=keyport-dev')
    expect(response.status).toBe(200)
    const policy = csp(response.headers.get('content-security-policy'))
    expect(policy.get('frame-ancestors')).toEqual(apps)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:1'])
    // The app's icon on the approval card (SYNC_DAPP_DATA): images only, no script, no fetch.
    expect(policy.get('img-src')).toEqual(['https:', 'http:', 'data:'])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(response.headers.get('cache-control')).toBe('no-store')
    expectEveryAnswerHeaders(response, '/sdk')
    // It cannot be framed by old browsers' X-Frame-Options rules either way: no ALLOW-FROM list
    // exists, so the CSP alone decides.
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  test('behavior: with no allowed origin, nobody may embed the frame', async () => {
    const lonely = await startTestFrame({ allowedOrigins: [] })
    try {
      const response = await fetch(`${lonely.url}/sdk`)
      expect(csp(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
        "'none'",
      ])
    } finally {
      await lonely.stop()
    }
  })

  test('behavior: the popup, device page and scripts are never framed or loaded cross-origin', async () => {
    const popup = await get('/social/callback?state=abcdefghijklmnopqrstuv')
    const popupPolicy = csp(popup.headers.get('content-security-policy'))
    expect(popupPolicy.get('frame-ancestors')).toEqual(["'none'"])
    expect(popupPolicy.get('default-src')).toEqual(["'none'"])
    expect(popup.headers.get('x-frame-options')).toBe('DENY')
    expectEveryAnswerHeaders(popup, '/social/callback')

    const device = await get('/device/approve?token=abc')
    expect(csp(device.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'none'",
    ])
    expectEveryAnswerHeaders(device, '/device/approve')

    const script = await get('/sdk.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expectEveryAnswerHeaders(script, '/sdk.js')
  }, 60_000)

  test('behavior: the lazy Solana signer is a chunk of its own, served like the page scripts', async () => {
    const sdk = await (await get('/sdk.js')).text()
    const lazy = /import\("\.(\/chunks\/handleSolanaRpc-[A-Z0-9]+\.js)"\)/.exec(sdk)?.[1]
    expect(lazy).toBeDefined()
    // Not in the page's own script: it loads when a Solana request or account is asked for.
    expect(sdk).not.toContain('solana_signAndSendTransaction')
    const chunk = await get(lazy!)
    expect(chunk.status).toBe(200)
    expect(await chunk.text()).toContain('solana_signAndSendTransaction')
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expectEveryAnswerHeaders(chunk, lazy!)
    expect((await get('/chunks/nothing-here.js')).status).toBe(404)
  }, 60_000)

  test('behavior: the auth API is not cached, not sniffed, and other origins get no CORS grant', async () => {
    const answer = await get('/v1/session?projectId=keyport-dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.test' },
      body: JSON.stringify({ token: 'a'.repeat(43) }),
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expectEveryAnswerHeaders(answer, 'POST /v1/session')

    const preflight = await get('/v1/email/start?projectId=keyport-dev', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://evil.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
  })
})
