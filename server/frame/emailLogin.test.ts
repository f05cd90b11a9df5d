import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import { testDeviceKey } from './testing/testDeviceKey.ts'

const device = (n: number) => `device-${String(n).padStart(10, '0')}`

describe('email login (auth service)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop())

  test('behavior: a new address gets a 6-digit code by SMTP and the code opens a session', async () => {
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email: 'Ada@Example.com',
      deviceId: device(1),
    })
    expect(start).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const code = await frame.code('ada@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(1),
      otp: code,
    })
    expect(verify.status).toBe(200)
    expect(verify.body.user).toMatchObject({ email: 'ada@example.com', provider: 'email' })
    const session = await frame.post('/v1/session', { token: verify.body.token })
    expect(session.body.user).toMatchObject({ email: 'ada@example.com' })
    // A code works once.
    const again = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(1),
      otp: code,
    })
    expect(again.status).toBe(404)
    // Sign-out ends the session at once.
    await frame.post('/v1/session/sign-out', { token: verify.body.token })
    expect((await frame.post('/v1/session', { token: verify.body.token })).status).toBe(401)
  })

  test('behavior: a second email within 30 s is refused with "Please try again after N seconds", N rounded up', async () => {
    const email = 'cool@example.com'
    expect(
      (
        await frame.post('/v1/email/start', {
          devicePublicKey: testDeviceKey,
          email,
          deviceId: device(2),
        })
      ).status,
    ).toBe(200)
    frame.advance(10_500)
    const refused = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(2),
    })
    expect(refused.status).toBe(429)
    expect(refused.body.reasons?.[0]?.description).toBe('Please try again after 20 seconds')
    frame.advance(19_600)
    expect(
      (
        await frame.post('/v1/email/start', {
          devicePublicKey: testDeviceKey,
          email,
          deviceId: device(2),
        })
      ).status,
    ).toBe(200)
    expect(await frame.inbox(email)).toHaveLength(2)
  })

  test('behavior: a wrong code says "Invalid code"; after 5 wrong codes even the right one is refused', async () => {
    const email = 'wrong@example.com'
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(3),
    })
    const code = await frame.code(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(3),
      otp: wrong,
    })
    expect(first).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'Invalid code' }] },
    })
    for (let i = 0; i < 3; i++)
      await frame.post('/v1/email/verify', {
        loginId: start.body.loginId,
        deviceId: device(3),
        otp: wrong,
      })
    const fifth = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(3),
      otp: wrong,
    })
    expect(fifth.status).toBe(429)
    const right = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(3),
      otp: code,
    })
    expect(right.body.reasons?.[0]?.description).toBe('Too many wrong codes. Request a new code.')
  })

  test('behavior: a code expires after 10 minutes', async () => {
    const email = 'late@example.com'
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(4),
    })
    const code = await frame.code(email)
    frame.advance(600_001)
    const late = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(4),
      otp: code,
    })
    expect(late).toMatchObject({
      status: 400,
      body: { reasons: [{ description: 'This code has expired. Request a new code.' }] },
    })
  })

  test('behavior: a known address on a new device must approve it by the emailed link before a code is sent', async () => {
    const email = 'grace@example.com'
    const first = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(5),
    })
    await frame.post('/v1/email/verify', {
      loginId: first.body.loginId,
      deviceId: device(5),
      otp: await frame.code(email),
    })
    frame.advance(31_000)
    // The answer is the one every address gets; only the mailbox learns the device is new.
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(6),
    })
    expect(start.body.action).toBe('VERIFY_OTP')
    const [approval] = await frame.inbox(email)
    expect(approval?.subject).toBe('Approve your new device')
    // Another device cannot poll this login; this one waits.
    expect(
      (await frame.post('/v1/email/device', { loginId: start.body.loginId, deviceId: device(7) }))
        .status,
    ).toBe(404)
    expect(
      (await frame.post('/v1/email/device', { loginId: start.body.loginId, deviceId: device(6) }))
        .body,
    ).toEqual({ approved: false })
    // Before the approval there is no code: any guess is just wrong.
    const early = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(6),
      otp: '123456',
    })
    expect(early.body.reasons?.[0]?.description).toBe('Invalid code')
    const link = /(http\S+\/device\/approve\?token=(\S+))/.exec(approval?.text ?? '')
    // Opening the link only shows a form: mail scanners that fetch links approve nothing.
    const page = await fetch(link![1]!)
    expect(await page.text()).toContain('Approve device')
    expect(await frame.inbox(email)).toHaveLength(2)
    const approved = await fetch(`${frame.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${link![2]}`,
    })
    expect(await approved.text()).toContain('Device approved')
    // The approval emails the code, once, however often the device polls.
    expect(
      (await frame.post('/v1/email/device', { loginId: start.body.loginId, deviceId: device(6) }))
        .body,
    ).toEqual({ approved: true })
    const mails = await frame.inbox(email)
    expect(mails.map((m) => m.subject).slice(0, 2)).toEqual([
      'Your Keyport login code',
      'Approve your new device',
    ])
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId: device(6),
      otp: await frame.code(email),
    })
    expect(verify.status).toBe(200)
    // The device is known now: the next login goes straight to a code.
    frame.advance(31_000)
    await frame.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId: device(6),
    })
    expect((await frame.inbox(email))[0]?.subject).toBe('Your Keyport login code')
  })

  test('behavior: a forged or reused approval link is refused with a 4xx', async () => {
    const forged = await fetch(`${frame.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${'A'.repeat(43)}`,
    })
    expect(forged.status).toBe(410)
  })
})
