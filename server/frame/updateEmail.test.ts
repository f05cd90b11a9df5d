import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDevice } from '../../tests/security/authBoundSession.ts'
import { startTestFrame } from './testing/startTestFrame.ts'

describe('update email (auth service)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop())

  test('behavior: the codes of the current and the new address change the email; order is enforced', async () => {
    const deviceId = 'device-update-0001'
    const device = createTestDevice()
    const start = await frame.post('/v1/email/start', {
      devicePublicKey: device.devicePublicKey,
      email: 'old@example.com',
      deviceId,
    })
    const { body } = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code('old@example.com'),
    })
    const token = body.token as string
    // Only a session bound to its device key may change the email.
    await device.bind(frame.post, token)
    const change = await frame.post('/v1/email/update', { token, email: 'New@Example.com' })
    expect(change.body.action).toBe('VERIFY_PRIMARY_OTP')
    const changeId = change.body.changeId
    const early = await frame.post('/v1/email/update/secondary', {
      token,
      changeId,
      otp: await frame.code('new@example.com'),
    })
    expect(early.body.reasons?.[0]?.description).toBe(
      'Confirm the code sent to your current email first.',
    )
    expect(
      (
        await frame.post('/v1/email/update/primary', {
          token,
          changeId,
          otp: await frame.code('old@example.com'),
        })
      ).status,
    ).toBe(200)
    const done = await frame.post('/v1/email/update/secondary', {
      token,
      changeId,
      otp: await frame.code('new@example.com'),
    })
    expect(done.body).toEqual({ newEmail: 'new@example.com' })
    expect((await frame.post('/v1/session', { token })).body.user).toMatchObject({
      email: 'new@example.com',
    })
    // The old address is free again; the new one is taken.
    expect((await frame.post('/v1/email/update', { token, email: 'new@example.com' })).status).toBe(
      400,
    )
  })
})
