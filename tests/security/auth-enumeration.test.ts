import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDevice } from './authBoundSession.ts'

// Finding 7 (account enumeration): a known address answered VERIFY_DEVICE and an unknown one
// VERIFY_OTP, and an email change to a taken address answered 409. Now every answer is the same;
// what differs goes only to the mailbox.
const masked = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({
  status,
  body: {
    ...body,
    ...('loginId' in body ? { loginId: '…' } : {}),
    ...('changeId' in body ? { changeId: '…' } : {}),
  },
})

describe('account enumeration', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  // A login as the frame does it: started with the device's key, its session bound to it (an
  // email change needs a bound session).
  const login = async (email: string, deviceId: string) => {
    const device = createTestDevice()
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: device.devicePublicKey,
      email,
      deviceId,
    })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    await device.bind(frame.post, verify.body.token as string)
    return verify.body as { token: string; user: { id: string } }
  }
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop())

  test('attack: the login answers for a known and an unknown address are identical', async () => {
    await login('known@example.com', 'device-owner-000001')
    frame.advance(31_000)
    const probe = 'device-prober-00001'
    const known = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email: 'known@example.com',
      deviceId: probe,
    })
    const unknown = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email: 'nobody@example.com',
      deviceId: probe,
    })
    expect(masked(known)).toEqual(masked(unknown))
    const poll = (loginId: unknown) => frame.post('/v1/email/device', { loginId, deviceId: probe })
    expect(await poll(known.body.loginId)).toEqual(await poll(unknown.body.loginId))
    const code = await frame.code('nobody@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const guess = (loginId: unknown) =>
      frame.post('/v1/email/verify', { loginId, deviceId: probe, otp: wrong })
    for (let i = 0; i < 5; i++)
      expect(await guess(known.body.loginId)).toEqual(await guess(unknown.body.loginId))
  })

  test('attack: an email change to a taken address answers as one to a free address, and changes nothing', async () => {
    const owner = await login('taken@example.com', 'device-owner-000002')
    const prober = await login('prober@example.com', 'device-prober-00002')
    frame.advance(31_000)
    const change = (email: string) => frame.post('/v1/email/update', { token: prober.token, email })
    const taken = await change('taken@example.com')
    const takenPrimary = await frame.code('prober@example.com')
    frame.advance(31_000)
    const free = await change('free@example.com')
    const freePrimary = await frame.code('prober@example.com')
    expect(masked(taken)).toEqual(masked(free))
    // The prober passes its own (primary) code on both, then guesses the new address's code.
    for (const [started, otp] of [
      [taken, takenPrimary],
      [free, freePrimary],
    ] as const) {
      const primary = await frame.post('/v1/email/update/primary', {
        token: prober.token,
        changeId: started.body.changeId,
        otp,
      })
      expect(primary.status).toBe(200)
    }
    const guess = (changeId: unknown) =>
      frame.post('/v1/email/update/secondary', { token: prober.token, changeId, otp: '000000' })
    expect(await guess(taken.body.changeId)).toEqual(await guess(free.body.changeId))
    // The owner's mailbox got a notice, never a code; the address stays the owner's alone.
    const [notice] = await frame.inbox('taken@example.com')
    expect(notice?.text).not.toMatch(/\b\d{6}\b/)
    const holders = await frame.db.query<{ id: string }>(
      'select id from frame_users where email = $1',
      ['taken@example.com'],
    )
    expect(holders).toEqual([{ id: owner.user.id }])
  })
})
