import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys, startKeysFrame } from './keysSupport.ts'

// Order 20, finding 1 (email): the host page draws the email form, so it reads the code a user
// types. A login its own server starts, with its own key but the victim's device id (which a
// device id is: a name anyone can claim), once passed as the known device: the code came at once,
// and the code the user typed into the host's field opened a session on the attacker's key. A
// device is now known by its id and its key together: the attacker's login waits for the emailed
// approval, a confirmation the host cannot give.
describe('auth: an email login under a known device id with another key', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  const api = createAuthApi('keyport-dev')
  beforeAll(async () => {
    stack = await startKeysFrame()
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
  })

  test('attack: the host’s server claims the victim’s device id with its own key and gets no code without the emailed approval', async () => {
    const { frame, login } = stack
    const email = 'known-device@example.com'
    const deviceId = 'device-known-00001'
    const owner = await login(email, deviceId)
    await openWallet(api, owner.token, owner.userId)
    frame.advance(31_000)
    const mailsBefore = (await frame.inbox(email)).length

    const attacker = attackerKeys()
    const start = await frame.post('/v1/email/start', {
      email,
      deviceId,
      devicePublicKey: attacker.devicePublicKey,
    })
    expect(start.status).toBe(200)
    const mails = await frame.inbox(email)
    expect(mails.length).toBe(mailsBefore + 1)
    // What went out is an approval link, not a code.
    expect(mails[0]?.text).not.toMatch(/\b\d{6}\b/)
    expect(mails[0]?.text).toMatch(/approve/i)
    const poll = await frame.post('/v1/email/device', { loginId: start.body.loginId, deviceId })
    expect(poll.body).toEqual({ approved: false })
    // Any code the host has (the last one the user typed) does not finish the attacker's login.
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    expect(verify.status).not.toBe(200)
  })

  test('behavior: the same device with the same key gets its code at once', async () => {
    const { frame, login } = stack
    const email = 'same-device@example.com'
    const deviceId = 'device-same-000001'
    await login(email, deviceId)
    frame.advance(31_000)
    // The second login of the same id and key: the code comes at once and opens a session.
    expect((await login(email, deviceId)).token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
