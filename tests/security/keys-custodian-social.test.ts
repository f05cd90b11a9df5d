import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { deviceNonce } from '@keyport/server/frame/auth/deviceNonce.ts'
import { fingerprintOf, sha256Hex } from '@keyport/server/frame/auth/deviceSignatures.ts'
import type { LoginProof } from '@keyport/server/frame/auth/loginProof.ts'
import { createSession } from '@keyport/server/frame/auth/sessions.ts'
import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { devicePublicKey, forgetDeviceKey } from '@keyport/server/frame/page/deviceKey.ts'
import { removeItem } from '@keyport/server/frame/page/frameStorage.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { authorizeWithIdp } from '@keyport/server/frame/testing/authorizeWithIdp.ts'
import { startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys, rebuiltAddress, startKeysFrame } from './keysSupport.ts'

// Finding 2 of Order 14, social and Farcaster wallets. The test plays a compromised auth service:
// it holds the database (every session's login proof) and the HMAC key, mints what it likes, and
// calls the recovery custodian directly with a device key of its own. The custodian admits a new
// device only for a provider-signed login of the wallet's sealed identity whose nonce is bound to
// that device, so it re-seals nothing for the intruder. The honest new device passes.
describe('keys: the custodian checks a social or Farcaster login itself (finding 2)', () => {
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

  /** A social login started with `key` (the frame's own by default), as `login` at the IdP. */
  async function socialLogin(login: string, deviceId: string, key?: string) {
    const { frame } = stack
    const start = await frame.post('/v1/social/start', {
      provider: 'google',
      deviceId,
      devicePublicKey: key ?? (await devicePublicKey()),
      appOrigin: 'http://app.test',
    })
    const finish = await frame.post('/v1/social/finish', {
      uri: await authorizeWithIdp(start.body.uri as string, login),
      deviceId,
    })
    return { token: finish.body.token as string, userId: (finish.body.user as { id: string }).id }
  }
  /** A Farcaster sign-in the dev phone page approves for `fid`. */
  async function farcasterLogin(fid: number, deviceId: string) {
    const { frame } = stack
    const start = await frame.post('/v1/farcaster/start', {
      deviceId,
      devicePublicKey: await devicePublicKey(),
      appOrigin: 'http://app.test',
    })
    const channelToken = new URL(start.body.url as string).searchParams.get('channelToken')!
    await fetch(`${idp.url}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username: `fc${fid}`, fid: String(fid) }),
    })
    const done = await frame.post('/v1/farcaster/status', { loginId: start.body.loginId, deviceId })
    return { token: done.body.token as string, userId: (done.body.user as { id: string }).id }
  }
  /** The session's stored login proof, as the auth service's database holds it. */
  async function proofOf(userId: string): Promise<LoginProof> {
    const [row] = await stack.frame.db.query<{ login_proof: string }>(
      'select login_proof from frame_sessions where user_id = $1 and login_proof is not null order by created_at limit 1',
      [userId],
    )
    return JSON.parse(row!.login_proof) as LoginProof
  }
  async function walletOf(userId: string) {
    const [row] = await stack.frame.db.query<{ address: string; recovery_share_sealed: string }>(
      'select address, recovery_share_sealed from frame_wallets where user_id = $1',
      [userId],
    )
    return row!
  }
  /** The intruder calls the custodian directly, signing with its own device key. */
  async function intruderReseal(
    intruder: ReturnType<typeof attackerKeys>,
    wallet: { address: string; recovery_share_sealed: string },
    login: LoginProof | undefined,
  ) {
    const { custodian } = stack.frame
    const { challenge } = await custodian.challenge()
    const detail = `${wallet.address}\n${fingerprintOf(intruder.rsaPublicKey)}`
    return custodian
      .reseal({
        address: wallet.address,
        sealed: wallet.recovery_share_sealed,
        deviceKey: intruder.devicePublicKey,
        challenge,
        signature: intruder.sign(deviceMessage('recover', challenge, detail)),
        sealTo: intruder.rsaPublicKey,
        login,
      })
      .then(
        ({ sealed }) => `resealed: ${intruder.open(sealed).length} bytes`,
        (error: { code?: string }) => error.code,
      )
  }
  /** A new browser: another device key, no device share. */
  function newDevice(userId: string) {
    forgetDeviceKey()
    removeItem(`device-share:${userId}`)
  }

  test('behavior: an honest new device recovers through its social login, checked by the custodian', async () => {
    const first = await socialLogin('sofia', 'device-sofia-00001')
    const created = await openWallet(api, first.token, first.userId)
    newDevice(first.userId)
    const second = await socialLogin('sofia', 'device-sofia-00002')
    expect((await openWallet(api, second.token, second.userId)).address).toBe(created.address)
  })

  test('attack: the auth service replays the owner’s ID token with its own device key', async () => {
    const owner = await socialLogin('olga', 'device-olga-000001')
    await openWallet(api, owner.token, owner.userId)
    const intruder = attackerKeys()
    const wallet = await walletOf(owner.userId)
    // The owner's real token: its nonce is bound to the owner's device, not the intruder's.
    expect(await intruderReseal(intruder, wallet, await proofOf(owner.userId))).toBe(
      'device_not_trusted',
    )
    // No login proof at all (a minted session) is no better.
    expect(await intruderReseal(intruder, wallet, undefined)).toBe('device_not_trusted')
  })

  test('attack: the auth service makes up an ID token for the owner bound to its own device', async () => {
    const owner = await socialLogin('petra', 'device-petra-00001')
    await openWallet(api, owner.token, owner.userId)
    const intruder = attackerKeys()
    const real = await proofOf(owner.userId)
    if (real.kind !== 'oidc') throw new Error('expected an ID token')
    const claims = JSON.parse(Buffer.from(real.idToken.split('.')[1]!, 'base64url').toString())
    // Every claim right (issuer, audience, subject, fresh, nonce of its device), its own key.
    const { privateKey } = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        hash: 'SHA-256',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
      },
      true,
      ['sign', 'verify'],
    )
    const salt = 'c2FsdHNhbHRzYWx0c2FsdA'
    const forged = await new SignJWT({
      sub: claims.sub,
      nonce: deviceNonce(intruder.devicePublicKey, salt, 'base64url'),
    })
      .setProtectedHeader({
        alg: 'RS256',
        kid: JSON.parse(Buffer.from(real.idToken.split('.')[0]!, 'base64url').toString()).kid,
      })
      .setIssuer(idp.url)
      .setAudience('google')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey)
    const wallet = await walletOf(owner.userId)
    expect(await intruderReseal(intruder, wallet, { kind: 'oidc', idToken: forged, salt })).toBe(
      'device_not_trusted',
    )
  })

  test('attack: a real ID token of another account, bound to the intruder’s device, is refused', async () => {
    const owner = await socialLogin('quinn', 'device-quinn-00001')
    await openWallet(api, owner.token, owner.userId)
    const intruder = attackerKeys()
    // The intruder logs in at the provider as itself, its nonce bound to its own device key.
    const own = await socialLogin('mallory', 'device-mallory-001', intruder.devicePublicKey)
    expect(
      await intruderReseal(intruder, await walletOf(owner.userId), await proofOf(own.userId)),
    ).toBe('device_not_trusted')
  })

  test('behavior: an honest new device recovers through its Farcaster sign-in, checked by the custodian', async () => {
    const first = await farcasterLogin(5150, 'device-fc5150-0001')
    const created = await openWallet(api, first.token, first.userId)
    newDevice(first.userId)
    const second = await farcasterLogin(5150, 'device-fc5150-0002')
    expect((await openWallet(api, second.token, second.userId)).address).toBe(created.address)
  })

  test('attack: a SIWF for the owner’s fid signed by another key, or the owner’s replayed, is refused', async () => {
    const fid = 5250
    const owner = await farcasterLogin(fid, 'device-fc5250-0001')
    await openWallet(api, owner.token, owner.userId)
    const wallet = await walletOf(owner.userId)
    const intruder = attackerKeys()
    const { custody } = (await (await fetch(`${idp.url}/v1/custody?fid=${fid}`)).json()) as {
      custody: `0x${string}`
    }
    const signer = privateKeyToAccount(generatePrivateKey())
    const salt = 'c2FsdHNhbHRzYWx0c2FsdA'
    const siwf = (address: `0x${string}`) =>
      createSiweMessage({
        domain: new URL(stack.frame.url).host,
        address,
        statement: 'Farcaster Auth',
        uri: stack.frame.url,
        version: '1',
        chainId: 10,
        nonce: deviceNonce(intruder.devicePublicKey, salt, 'hex'),
        issuedAt: new Date(),
        expirationTime: new Date(Date.now() + 300_000),
        resources: [`farcaster://fid/${fid}`],
      })
    for (const address of [custody, signer.address]) {
      const message = siwf(address)
      const login = {
        kind: 'farcaster' as const,
        message,
        signature: await signer.signMessage({ message }),
        salt,
      }
      expect(await intruderReseal(intruder, wallet, login)).toBe('device_not_trusted')
    }
    expect(await intruderReseal(intruder, wallet, await proofOf(owner.userId))).toBe(
      'device_not_trusted',
    )
  })

  test('attack: a minted session bound to the intruder’s key gets no share over HTTP', async () => {
    const owner = await socialLogin('rhea', 'device-rhea-000001')
    const { address } = await openWallet(api, owner.token, owner.userId)
    const intruder = attackerKeys()
    // The auth service's process mints a session with the owner's real login proof, approves
    // its device, and asks for the share through its own API.
    const { frame } = stack
    const minted = await createSession(frame.deps, owner.userId, 'device-intruder-01', 'google', {
      deviceKey: intruder.devicePublicKey,
      identity: 'minted',
      proof: await proofOf(owner.userId),
    })
    await frame.db.query(
      'insert into frame_devices (user_id, device_id, approved_at, device_key_sha256) values ($1, $2, now(), $3)',
      [owner.userId, 'device-intruder-01', sha256Hex(intruder.devicePublicKey)],
    )
    expect(
      (
        await frame.post('/v1/session/bind', {
          token: minted.token,
          devicePublicKey: intruder.devicePublicKey,
          signature: intruder.sign(deviceMessage('bind', sha256Hex(minted.token))),
        })
      ).status,
    ).toBe(200)
    const { challenge } = (
      await frame.post('/v1/wallet/challenge', { token: minted.token, purpose: 'recover' })
    ).body as { challenge: string }
    const detail = `${address.toLowerCase()}\n${fingerprintOf(intruder.rsaPublicKey)}`
    const recover = await frame.post('/v1/wallet/recover', {
      token: minted.token,
      devicePublicKey: intruder.rsaPublicKey,
      challenge,
      signature: intruder.sign(deviceMessage('recover', challenge, detail)),
    })
    expect(recover.status).toBe(403)
    expect(recover.body.code).toBe('device_not_trusted')
    expect(
      recover.status === 200
        ? await rebuiltAddress(
            recover.body.authShare as string,
            intruder.open(recover.body.recoveryShareSealed as string),
          )
        : undefined,
    ).toBeUndefined()
  })
})
