import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import { testDeviceKey } from './testing/testDeviceKey.ts'

// The auth service's own routes read the database through its deps, not the data API's: they
// too answer 503 + Retry-After when it is gone, and /ready names it.
describe('frame auth service while its database is gone', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop().catch(() => {}))

  const startEmailLogin = (n: number) =>
    fetch(`${frame.url}/v1/email/start?projectId=keyport-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        devicePublicKey: testDeviceKey,
        email: `outage${n}@example.com`,
        deviceId: `device-${String(n).padStart(10, '0')}`,
      }),
    })

  test('behavior: an email login answers 503 with Retry-After: 2 and /ready 503 naming the database', async () => {
    expect((await startEmailLogin(1)).status).toBe(200)
    await frame.db.close()
    const refused = await startEmailLogin(2)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.json()).toMatchObject({ code: 'database_unavailable' })
    const ready = await fetch(`${frame.url}/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({
      ready: false,
      failing: [{ name: 'database', problem: 'unreachable' }],
    })
  })
})
