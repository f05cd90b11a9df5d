import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDevice } from './authBoundSession.ts'

// Order 20, finding 5: the email-change routes took any live session token, even one never bound
// to a device key; and /v1/session answered the frame's device id to any token holder. The host
// page may hold a session token; what it must not do with it alone is move the account to an
// address it controls (the next email login there would be the account's).
describe('auth: email change needs a device-bound session', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame()
  }, 120_000)
  afterAll(() => frame?.stop())

  const login = async (email: string, deviceId: string, devicePublicKey: string) => {
    const start = await frame.post('/v1/email/start', { email, deviceId, devicePublicKey })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    return verify.body.token as string
  }

  test('attack: a session never bound to a device key cannot start or confirm an email change', async () => {
    const device = createTestDevice()
    const token = await login('unbound@example.com', 'device-unbound-0001', device.devicePublicKey)
    const started = await frame.post('/v1/email/update', { token, email: 'thief@example.com' })
    expect(started.status).toBe(403)
    expect(started.body.code).toBe('device_not_bound')
    expect(await frame.inbox('thief@example.com')).toEqual([])
    for (const step of ['primary', 'secondary'])
      expect(
        (
          await frame.post(`/v1/email/update/${step}`, {
            token,
            changeId: 'a'.repeat(16),
            otp: '123456',
          })
        ).status,
      ).toBe(403)
    const owner = await frame.db.query<{ email: string }>(
      'select email from frame_users where email = $1',
      ['unbound@example.com'],
    )
    expect(owner).toHaveLength(1)
  })

  test('attack: /v1/session answers a token holder the user, never the device id', async () => {
    const device = createTestDevice()
    const token = await login('holder@example.com', 'device-holder-00001', device.devicePublicKey)
    const session = await frame.post('/v1/session', { token })
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({ email: 'holder@example.com' })
    expect(session.body).not.toHaveProperty('deviceId')
    expect(JSON.stringify(session.body)).not.toContain('device-holder-00001')
  })

  test('behavior: once the frame bound the session, the email change goes through', async () => {
    const device = createTestDevice()
    const token = await login('bound@example.com', 'device-bound-000001', device.devicePublicKey)
    await device.bind(frame.post, token)
    const started = await frame.post('/v1/email/update', { token, email: 'moved@example.com' })
    expect(started.status).toBe(200)
    const primary = await frame.post('/v1/email/update/primary', {
      token,
      changeId: started.body.changeId,
      otp: await frame.code('bound@example.com'),
    })
    expect(primary.status).toBe(200)
  })
})
