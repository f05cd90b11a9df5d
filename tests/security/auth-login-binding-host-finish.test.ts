import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { fingerprintOf, sha256Hex } from '@keyport/server/frame/auth/deviceSignatures.ts'
import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { devicePublicKey } from '@keyport/server/frame/page/deviceKey.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { authorizeWithIdp } from '@keyport/server/frame/testing/authorizeWithIdp.ts'
import { startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys, rebuiltAddress, startKeysFrame } from './keysSupport.ts'

// The host page draws the login UI, so a hostile host sees what passes through it: a login code
// the user types (or it phishes), the social callback URL the popup posts to the app, a Farcaster
// sign-in's progress. Its server then finishes the login the frame started, with a device key of
// its own. Every flow is bound to the frame's device key from its start, so the session it opens
// can be bound to no other key: the host's server gets a token that releases nothing.
describe('auth: a login the frame started, finished by the host page’s server', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  const api = createAuthApi('keyport-dev')
  beforeAll(async () => {
    idp = await startTestIdp()
    stack = await startKeysFrame({
      providers: {
        google: { issuer: idp.url, clientId: 'google', clientSecret: 'google-dev-secret' },
      },
      farcasterRelayUrl: idp.url,
    })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await idp?.stop()
  })

  /**
   * What the host's server does with the token it got: binds the session to its own device key
   * and asks for both shares, every request correctly signed by that key. Answers the statuses
   * and the address the shares rebuild, if any.
   */
  async function hostServerTakesOver(token: string) {
    const { frame } = stack
    const host = attackerKeys()
    const bind = await frame.post('/v1/session/bind', {
      token,
      devicePublicKey: host.devicePublicKey,
      signature: host.sign(deviceMessage('bind', sha256Hex(token))),
    })
    const wallet = await frame.post('/v1/wallet', { token })
    const address = (wallet.body.address as string | null) ?? ''
    const proof = async (purpose: 'auth-share' | 'recover', detail: string) => {
      const asked = await frame.post('/v1/wallet/challenge', { token, purpose })
      const challenge = (asked.body.challenge as string | undefined) ?? 'A'.repeat(43)
      return { challenge, signature: host.sign(deviceMessage(purpose, challenge, detail)) }
    }
    const authShare = await frame.post('/v1/wallet/auth-share', {
      token,
      ...(await proof('auth-share', address)),
    })
    const recover = await frame.post('/v1/wallet/recover', {
      token,
      devicePublicKey: host.rsaPublicKey,
      ...(await proof('recover', `${address}\n${fingerprintOf(host.rsaPublicKey)}`)),
    })
    return {
      bind: bind.status,
      bindReason: bind.body.reasons?.[0]?.description,
      authShare: authShare.status,
      recover: recover.status,
      rebuilt:
        recover.status === 200
          ? await rebuiltAddress(
              recover.body.authShare as string,
              host.open(recover.body.recoveryShareSealed as string),
            )
          : undefined,
    }
  }
  const refused = {
    bind: 403,
    bindReason:
      'This session belongs to another device, or its login is too old to add one. Log in again.',
    authShare: 403,
    recover: 403,
    rebuilt: undefined,
  }

  test('attack: the host phishes the emailed code and finishes the frame’s email login with its own key', async () => {
    const { frame, login } = stack
    const email = 'phished@example.com'
    const deviceId = 'device-phished-0001'
    const owner = await login(email, deviceId)
    await openWallet(api, owner.token, owner.userId)
    // The frame starts a login with its key; the host learns the login, the device id and the code.
    frame.advance(31_000)
    const start = await frame.post('/v1/email/start', {
      email,
      deviceId,
      devicePublicKey: await devicePublicKey(),
    })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    expect(verify.status).toBe(200)
    expect(await hostServerTakesOver(verify.body.token as string)).toEqual(refused)
  })

  test('attack: the host catches the social callback URL and finishes the frame’s social login with its own key', async () => {
    const { frame } = stack
    const deviceId = 'device-caught-00001'
    const startAsFrame = async () =>
      frame.post('/v1/social/start', {
        provider: 'google',
        deviceId,
        devicePublicKey: await devicePublicKey(),
        appOrigin: 'http://app.test',
      })
    // The user's first login, on the frame: it makes the wallet.
    const first = await startAsFrame()
    const mine = await frame.post('/v1/social/finish', {
      uri: await authorizeWithIdp(first.body.uri as string, 'caught-user'),
      deviceId,
    })
    await openWallet(api, mine.body.token as string, (mine.body.user as { id: string }).id)
    // Later the popup posts its callback URL to the host page, whose server finishes it.
    const second = await startAsFrame()
    const callback = await authorizeWithIdp(second.body.uri as string, 'caught-user')
    const stolen = await frame.post('/v1/social/finish', { uri: callback, deviceId })
    expect(stolen.status).toBe(200)
    expect(await hostServerTakesOver(stolen.body.token as string)).toEqual(refused)
  })

  test('attack: the host polls the frame’s Farcaster sign-in to its end and binds its own key', async () => {
    const { frame } = stack
    const deviceId = 'device-fcaster-0001'
    const signInAsFrame = async () => {
      const start = await frame.post('/v1/farcaster/start', {
        deviceId,
        devicePublicKey: await devicePublicKey(),
        appOrigin: 'http://app.test',
      })
      const channelToken = new URL(start.body.url as string).searchParams.get('channelToken')!
      await fetch(`${idp.url}/farcaster/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ channelToken, username: 'fiona', fid: '4242' }).toString(),
      })
      return frame.post('/v1/farcaster/status', { loginId: start.body.loginId, deviceId })
    }
    const mine = await signInAsFrame()
    await openWallet(api, mine.body.token as string, (mine.body.user as { id: string }).id)
    const stolen = await signInAsFrame()
    expect(stolen.body.state).toBe('completed')
    expect(await hostServerTakesOver(stolen.body.token as string)).toEqual(refused)
  })

  test('behavior: a login the attacker starts with its own key is a login of the attacker’s device', async () => {
    // Inherent phishing: whoever starts a flow with its key and gets the user to finish it has a
    // session of its own device. What that device then gets is the custodian's call
    // (docs/security.md, "Who can do what if one part is compromised").
    const { frame } = stack
    const attacker = attackerKeys()
    const deviceId = 'device-attacker-001'
    const start = await frame.post('/v1/social/start', {
      provider: 'google',
      deviceId,
      devicePublicKey: attacker.devicePublicKey,
      appOrigin: 'http://app.test',
    })
    const finish = await frame.post('/v1/social/finish', {
      uri: await authorizeWithIdp(start.body.uri as string, 'phished-user'),
      deviceId,
    })
    const token = finish.body.token as string
    const bind = await frame.post('/v1/session/bind', {
      token,
      devicePublicKey: attacker.devicePublicKey,
      signature: attacker.sign(deviceMessage('bind', sha256Hex(token))),
    })
    expect(bind.status).toBe(200)
  })
})
