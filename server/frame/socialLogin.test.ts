import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestIdp } from '../idp/testing/startTestIdp.ts'
import { authorizeWithIdp } from './testing/authorizeWithIdp.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import { testDeviceKey } from './testing/testDeviceKey.ts'

// The OAuth 2.0 authorization-code flow with PKCE against the real local OpenID provider, driven
// over HTTP the way the popup's browser would: authorize, the dev login and consent forms, the
// redirect back with the code.
describe('social login (auth service + local OpenID provider)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  const deviceId = 'device-social-0001'
  beforeAll(async () => {
    idp = await startTestIdp()
    frame = await startTestFrame({
      providers: {
        google: { issuer: idp.url, clientId: 'google', clientSecret: 'google-dev-secret' },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await idp?.stop()
  })

  test('behavior: PKCE login opens a session for the provider identity, once', async () => {
    const start = await frame.post('/v1/social/start', {
      devicePublicKey: testDeviceKey,
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
    })
    const uri = new URL(start.body.uri as string)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    const callback = await authorizeWithIdp(uri.toString(), 'octocat')
    expect(new URL(callback).searchParams.get('code')).toBeTruthy()
    const finish = await frame.post('/v1/social/finish', { uri: callback, deviceId })
    expect(finish.status).toBe(200)
    // The provider's address is not proof of a mailbox: the account has no email of its own.
    expect(finish.body.user).toMatchObject({ email: null, userName: 'octocat', provider: 'google' })
    // The state works once, and only on the device that started it.
    expect((await frame.post('/v1/social/finish', { uri: callback, deviceId })).status).toBe(400)
  })

  test('behavior: a callback for another device, an unknown app origin or a forged state is refused', async () => {
    const start = await frame.post('/v1/social/start', {
      devicePublicKey: testDeviceKey,
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
    })
    const callback = await authorizeWithIdp(start.body.uri as string, 'mona')
    expect(
      (await frame.post('/v1/social/finish', { uri: callback, deviceId: 'device-thief-00001' }))
        .status,
    ).toBe(400)
    expect(
      (
        await frame.post('/v1/social/start', {
          devicePublicKey: testDeviceKey,
          provider: 'google',
          deviceId,
          appOrigin: 'http://evil.test',
        })
      ).status,
    ).toBe(403)
    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged-state-forged-state')
    expect(
      (await frame.post('/v1/social/finish', { uri: forged.toString(), deviceId })).status,
    ).toBe(400)
  })
})
