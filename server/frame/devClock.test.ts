import { afterEach, describe, expect, test } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import { testDeviceKey } from './testing/testDeviceKey.ts'

const deviceId = 'device-clock-0001'
type Frame = Awaited<ReturnType<typeof startTestFrame>>
const frames: Frame[] = []
afterEach(async () => {
  for (const frame of frames.splice(0)) await frame.stop()
})
async function frame(devClock: boolean) {
  const started = await startTestFrame({ devClock })
  frames.push(started)
  return started
}

describe('dev clock (KEYPORT_DEV_CLOCK=1)', () => {
  test('behavior: moving the clock past the resend cooldown lets a new code go out at once', async () => {
    const auth = await frame(true)
    const email = 'clock@example.com'
    expect(
      (await auth.post('/v1/email/start', { devicePublicKey: testDeviceKey, email, deviceId }))
        .status,
    ).toBe(200)
    expect(
      (await auth.post('/v1/email/start', { devicePublicKey: testDeviceKey, email, deviceId }))
        .status,
    ).toBe(429)
    const moved = await auth.post('/dev/clock', { advanceMs: 30_000 })
    expect(moved).toEqual({ status: 200, body: { offsetMs: 30_000 } })
    expect(
      (await auth.post('/v1/email/start', { devicePublicKey: testDeviceKey, email, deviceId }))
        .status,
    ).toBe(200)
    expect(await auth.inbox(email)).toHaveLength(2)
  })

  test('behavior: a negative, fractional, too large or missing advance is refused with a reason', async () => {
    const auth = await frame(true)
    for (const body of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { advanceMs: 86_400_001 }, {}]) {
      const refused = await auth.post('/dev/clock', body)
      expect(refused.status).toBe(400)
      expect(refused.body.reasons?.[0]?.description).toMatch(/advanceMs/)
    }
  })

  test('attack: without the dev clock there is no such route, and time cannot be moved', async () => {
    const auth = await frame(false)
    const email = 'real-time@example.com'
    expect(
      (await auth.post('/v1/email/start', { devicePublicKey: testDeviceKey, email, deviceId }))
        .status,
    ).toBe(200)
    expect((await auth.post('/dev/clock', { advanceMs: 30_000 })).status).toBe(404)
    expect(
      (await auth.post('/v1/email/start', { devicePublicKey: testDeviceKey, email, deviceId }))
        .status,
    ).toBe(429)
  })
})
