import { constants, createHash, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto'
import type { Database } from '@keyport/server/db/Database.ts'
import { openTestDatabase } from '@keyport/server/db/testing/testDatabase.ts'
import { createRecoveryCustodian } from '@keyport/server/frame/auth/createRecoveryCustodian.ts'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { loginIdentity } from '@keyport/server/frame/auth/loginProof.ts'
import { authorizeWithIdp } from '@keyport/server/frame/testing/authorizeWithIdp.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { testDeviceKey } from '@keyport/server/frame/testing/testDeviceKey.ts'
import { freePort, startTestIdp } from '@keyport/server/idp/testing/startTestIdp.ts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { attackerKeys } from '../security/keysSupport.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Issue 24, Deliver 2: two auth service processes behind one load balancer, on one database, with
// the same two secrets. Whatever one writes, the other must see: an email, social or Farcaster
// login started at A finishes at B, wrong codes and requests count once across both, a custodian
// challenge issued at A is answered at B, a device recorded at A is known at B. (Two servers in one
// test process: they share nothing but the database, the secrets and, for the limits, Redis.)
const redis = ensureRedisServer()

describe('frame: two instances on one database', () => {
  let dbA: Database
  let dbB: Database
  let idp: Awaited<ReturnType<typeof startTestIdp>>
  let a: Awaited<ReturnType<typeof startTestFrame>>
  let b: Awaited<ReturnType<typeof startTestFrame>>
  let shared: Parameters<typeof startTestFrame>[0]
  beforeAll(async () => {
    // On PostgreSQL (`npm run test:postgres`) each instance has its own connections; PGlite in
    // memory is one process's, so both use the one handle.
    const url = process.env.KEYPORT_TEST_DATABASE_URL
    dbA = await openTestDatabase(url)
    dbB = url ? await openTestDatabase(url) : dbA
    idp = await startTestIdp()
    shared = {
      secret: randomBytes(32),
      custodianKeyPem: createRecoveryCustodian().privateKeyPem,
      publicUrl: 'http://frame.keyport.test',
      farcasterRelayUrl: idp.url,
      providers: {
        google: { issuer: idp.url, clientId: 'google', clientSecret: 'google-dev-secret' },
      },
      // Small, to see that wrong codes at A and at B spend one budget.
      limits: { addressGuesses: 2 },
    }
    a = await startTestFrame({ ...shared, db: dbA })
    b = await startTestFrame({ ...shared, db: dbB })
  }, 120_000)
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await idp?.stop()
    await dbA?.close()
    if (dbB !== dbA) await dbB?.close()
  })

  test('behavior: an email login started at A is finished at B with the code A mailed', async () => {
    const deviceId = 'device-two-instances-1'
    const start = await a.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email: 'twin@example.com',
      deviceId,
    })
    expect(start).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const otp = await a.code('twin@example.com')
    const verify = await b.post('/v1/email/verify', { loginId: start.body.loginId, deviceId, otp })
    expect(verify.status).toBe(200)
    expect(verify.body.user).toMatchObject({ email: 'twin@example.com', provider: 'email' })
    // The session B opened is A's too, and the code was spent for both.
    expect((await a.post('/v1/session', { token: verify.body.token })).status).toBe(200)
    const again = await a.post('/v1/email/verify', { loginId: start.body.loginId, deviceId, otp })
    expect(again.status).toBe(404)
  })

  test('behavior: wrong codes tried at A and at B spend one budget', async () => {
    const email = 'guesser@example.com'
    const deviceId = 'device-two-instances-3'
    const start = await a.post('/v1/email/start', {
      devicePublicKey: testDeviceKey,
      email,
      deviceId,
    })
    const otp = await a.code(email)
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0')
    const guess = (frame: typeof a, code: string) =>
      frame.post('/v1/email/verify', { loginId: start.body.loginId, deviceId, otp: code })
    expect((await guess(a, wrong)).status).toBe(400)
    expect((await guess(b, wrong)).status).toBe(400)
    expect((await guess(a, otp)).status).toBe(429)
  })

  test('behavior: a social login started at A is finished at B', async () => {
    const deviceId = 'device-two-instances-4'
    const start = await a.post('/v1/social/start', {
      devicePublicKey: testDeviceKey,
      provider: 'google',
      deviceId,
      appOrigin: 'http://app.test',
    })
    const callback = await authorizeWithIdp(start.body.uri as string, 'twin-social')
    const finish = await b.post('/v1/social/finish', { uri: callback, deviceId })
    expect(finish.status).toBe(200)
    expect(finish.body.user).toMatchObject({ userName: 'twin-social', provider: 'google' })
    expect((await a.post('/v1/social/finish', { uri: callback, deviceId })).status).toBe(400)
  })

  test('behavior: a Farcaster sign-in started at A is polled to its end at B', async () => {
    const deviceId = 'device-two-instances-2'
    const started = await a.post('/v1/farcaster/start', {
      devicePublicKey: testDeviceKey,
      deviceId,
      appOrigin: 'http://app.test',
    })
    expect(started.status).toBe(200)
    const channelToken = new URL(started.body.url as string).searchParams.get('channelToken') ?? ''
    const poll = (frame: typeof a) =>
      frame.post('/v1/farcaster/status', { loginId: started.body.loginId, deviceId })
    expect((await poll(b)).body).toEqual({ state: 'pending' })
    const phone = await fetch(`${idp.url}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username: 'twin', fid: '42424' }).toString(),
    })
    expect(phone.status).toBe(200)
    const done = await poll(b)
    expect(done.body).toMatchObject({ state: 'completed', user: { userName: 'twin' } })
    expect((await poll(a)).body.reasons?.[0]?.description).toBe(
      'This Farcaster sign-in was already used. Try again.',
    )
  })

  describe.skipIf(!redis.path)('with REDIS_URL', () => {
    const limited: Awaited<ReturnType<typeof startTestFrame>>[] = []
    let stopRedis = () => {}
    beforeAll(async () => {
      const server = await startRedis(redis.path ?? '', await freePort())
      stopRedis = server.stop
      // createApi reads REDIS_URL when the frame starts; the rate limits' keys name the public URL.
      vi.stubEnv('REDIS_URL', server.url)
      for (const db of [dbA, dbB])
        limited.push(await startTestFrame({ ...shared, db, rateLimit: 4 }))
      vi.unstubAllEnvs()
    }, 60_000)
    afterAll(async () => {
      for (const frame of limited) await frame.stop()
      stopRedis()
    })

    test('behavior: requests spread over A and B share one rate limit', async () => {
      const [c, d] = limited as [typeof a, typeof a]
      const hit = async (frame: typeof a) =>
        (await frame.post('/v1/session', { token: 'not-a-session-token' })).status
      expect([await hit(c), await hit(d), await hit(c), await hit(d)]).not.toContain(429)
      expect(await hit(c)).toBe(429)
      expect(await hit(d)).toBe(429)
    })
  })

  describe('the recovery custodian', () => {
    const wallet = `0x${'c3'.repeat(20)}`
    const email = 'custody@example.com'
    const share = Buffer.alloc(33, 9)
    const creator = attackerKeys()
    /** The envelope the frame seals when `creator` makes an email wallet. */
    const sealed = () =>
      publicEncrypt(
        {
          key: createPublicKey({
            key: Buffer.from(a.custodian.publicKey, 'base64'),
            format: 'der',
            type: 'spki',
          }),
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.concat([
          share,
          createHash('sha256').update(Buffer.from(creator.devicePublicKey, 'base64')).digest(),
          Buffer.from(wallet.slice(2), 'hex'),
          createHash('sha256')
            .update(loginIdentity({ kind: 'email', email }))
            .digest(),
        ]),
      ).toString('base64')
    /** A re-seal request signed by `device` over a challenge `issuer` gave. */
    const request = async (issuer: typeof a, device: ReturnType<typeof attackerKeys>) => {
      const { challenge } = await issuer.custodian.challenge()
      const sealTo = createHash('sha256')
        .update(Buffer.from(device.rsaPublicKey, 'base64'))
        .digest('hex')
      return {
        address: wallet,
        sealed: sealed(),
        deviceKey: device.devicePublicKey,
        challenge,
        signature: device.sign(deviceMessage('recover', challenge, `${wallet}\n${sealTo}`)),
        sealTo: device.rsaPublicKey,
      }
    }
    const outcome = (promise: Promise<{ sealed: string }>) =>
      promise.then(
        () => 'resealed',
        (error: { code?: string }) => error.code,
      )

    test('behavior: a challenge issued at A is answered at B, once, within 60 s', async () => {
      const asked = await request(a, creator)
      const { sealed: resealed } = await b.custodian.reseal(asked)
      expect(creator.open(resealed)).toEqual(new Uint8Array(share))
      expect(await outcome(a.custodian.reseal(asked))).toBe('challenge_invalid')
      expect(await outcome(b.custodian.reseal(asked))).toBe('challenge_invalid')
      // It lives 60 s wherever it is answered.
      const late = await request(a, creator)
      b.advance(61_000)
      expect(await outcome(b.custodian.reseal(late))).toBe('challenge_invalid')
    })

    test('behavior: a device approved at A (by its emailed link) recovers at B', async () => {
      const laptop = attackerKeys()
      expect(await outcome(b.custodian.reseal(await request(b, laptop)))).toBe('device_not_trusted')
      const { sent } = await a.custodian.requestDeviceApproval({
        address: wallet,
        sealed: sealed(),
        deviceKey: laptop.devicePublicKey,
        email,
        ref: 'login-1',
      })
      expect(sent).toBe(true)
      const link = (await a.inbox(email))[0]?.text ?? ''
      const token = /\?token=(\S+)/.exec(link)?.[1] ?? ''
      expect(await a.custodian.approveDevice(token)).toEqual({ address: wallet, ref: 'login-1' })
      const { sealed: resealed } = await b.custodian.reseal(await request(b, laptop))
      expect(laptop.open(resealed)).toEqual(new Uint8Array(share))
    })
  })
})
