import { afterEach, describe, expect, test, vi } from 'vitest'
import { ensureRedisServer, startRedis } from '../../tests/support/redis.ts'
import { freePort } from '../chain/freePort.ts'
import { createSharedDevClock } from './devClock.ts'
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

const redisServer = ensureRedisServer()

describe.skipIf(!redisServer.path)(
  'dev clock of a cluster (KEYPORT_DEV_CLOCK=1 with REDIS_URL)',
  () => {
    test('behavior: a move at one frame process is followed by the others, and by one that starts later', async () => {
      const redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
      const realNow = () => 1_000_000
      const a = await createSharedDevClock(redis.url, realNow)
      const b = await createSharedDevClock(redis.url, realNow)
      try {
        expect(await a.advance(30_000)).toBe(30_000)
        expect(a.now()).toBe(1_030_000)
        await vi.waitFor(() => expect(b.now()).toBe(1_030_000))
        expect(await b.advance(5_000)).toBe(35_000)
        await vi.waitFor(() => expect(a.now()).toBe(1_035_000))
        const late = await createSharedDevClock(redis.url, realNow)
        expect(late.now()).toBe(1_035_000)
        await late.close()
      } finally {
        await a.close()
        await b.close()
        redis.stop()
      }
    })
  },
)
