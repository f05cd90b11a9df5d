import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import {
  devicePublicKey,
  forgetDeviceKey,
  sha256Hex,
  signAsDevice,
} from '@keyport/server/frame/page/deviceKey.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { rsaDeviceKey } from '@keyport/server/frame/testing/rsaDeviceKey.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startKeysFrame } from './keysSupport.ts'

// Device-bound release (docs/security.md, "Keys"): each share needs a fresh, single-use challenge
// signed by the device key the session was bound to. Here the signer is the frame's own key code.
describe('keys: device challenges', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  const api = createAuthApi('keyport-dev')
  const ask = async (token: string, purpose: 'auth-share' | 'recover', detail: string) => {
    const { body } = await stack.frame.post('/v1/wallet/challenge', { token, purpose })
    const challenge = body.challenge as string
    return { challenge, signature: await signAsDevice(purpose, challenge, detail) }
  }
  beforeAll(async () => {
    stack = await startKeysFrame()
  }, 120_000)
  afterAll(() => stack?.stop())

  test('attack: a replayed or stale challenge is refused', async () => {
    const { frame, login } = stack
    const { token, userId } = await login('replay@example.com', 'device-replay-00001')
    const address = (await openWallet(api, token, userId)).address.toLowerCase()
    const proof = await ask(token, 'auth-share', address)
    expect((await frame.post('/v1/wallet/auth-share', { token, ...proof })).status).toBe(200)
    const replay = await frame.post('/v1/wallet/auth-share', { token, ...proof })
    expect(replay.status).toBe(403)
    expect(replay.body.reasons?.[0]?.description).toBe(
      'This request was already used or has expired. Try again.',
    )
    const stale = await ask(token, 'auth-share', address)
    frame.advance(61_000)
    expect((await frame.post('/v1/wallet/auth-share', { token, ...stale })).status).toBe(403)
    // A challenge for one purpose does not serve another.
    const other = await ask(token, 'auth-share', address)
    const spki = Buffer.from(new Uint8Array(300)).toString('base64')
    expect(
      (await frame.post('/v1/wallet/recover', { token, devicePublicKey: spki, ...other })).status,
    ).toBeGreaterThanOrEqual(400)
    // A recovery proof is spent by the custodian: the same one twice is refused.
    const { spkiBytes: rsa } = await rsaDeviceKey()
    const recoverProof = await ask(token, 'recover', `${address}\n${await sha256Hex(rsa)}`)
    const body = { token, devicePublicKey: Buffer.from(rsa).toString('base64'), ...recoverProof }
    expect((await frame.post('/v1/wallet/recover', body)).status).toBe(200)
    expect((await frame.post('/v1/wallet/recover', body)).status).toBe(403)
  })

  test('attack: the registered device key of another wallet is refused', async () => {
    const { frame, login } = stack
    const victim = await login('victim-other@example.com', 'device-victim-00002')
    const address = (await openWallet(api, victim.token, victim.userId)).address.toLowerCase()
    // The attacker's own account on its own device: a key registered for its own wallet.
    forgetDeviceKey()
    const attacker = await login('attacker-other@example.com', 'device-attack-00002')
    await openWallet(api, attacker.token, attacker.userId)
    const rebind = await frame.post('/v1/session/bind', {
      token: victim.token,
      devicePublicKey: await devicePublicKey(),
      signature: await signAsDevice('bind', await sha256Hex(victim.token)),
    })
    expect(rebind.status).toBe(403)
    // With the victim's token (from the host page) and its own registered key, it signs.
    const share = await frame.post('/v1/wallet/auth-share', {
      token: victim.token,
      ...(await ask(victim.token, 'auth-share', address)),
    })
    expect(share.status).toBe(403)
    expect(share.body.authShare).toBeUndefined()
  })

  test('attack: a session the frame did not bind in time cannot be bound later', async () => {
    const { frame, login } = stack
    // A token that leaked before its frame bound it (a crash, a closed tab) goes stale.
    const { token } = await login('late-bind@example.com', 'device-latebind-001')
    frame.advance(11 * 60_000)
    const bind = await frame.post('/v1/session/bind', {
      token,
      devicePublicKey: await devicePublicKey(),
      signature: await signAsDevice('bind', await sha256Hex(token)),
    })
    expect(bind.status).toBe(403)
    expect(bind.body.reasons?.[0]?.description).toBe(
      'This session belongs to another device, or its login is too old to add one. Log in again.',
    )
  })

  test('attack: a device that is no longer approved gets no recovery share', async () => {
    const { frame, login } = stack
    const { token, userId } = await login('revoked@example.com', 'device-revoked-0001')
    const address = (await openWallet(api, token, userId)).address.toLowerCase()
    await frame.db.query('delete from frame_devices where user_id = $1', [userId])
    const { spkiBytes: rsa } = await rsaDeviceKey()
    const recover = await frame.post('/v1/wallet/recover', {
      token,
      devicePublicKey: Buffer.from(rsa).toString('base64'),
      ...(await ask(token, 'recover', `${address}\n${await sha256Hex(rsa)}`)),
    })
    expect(recover.status).toBe(403)
    expect(recover.body.reasons?.[0]?.description).toBe(
      'Approve this device by the emailed link first.',
    )
  })

  test('attack: the database holds neither tokens nor challenges in clear', async () => {
    const { frame, login } = stack
    const { token, userId } = await login('at-rest@example.com', 'device-atrest-00001')
    const address = (await openWallet(api, token, userId)).address.toLowerCase()
    const { challenge } = await ask(token, 'auth-share', address)
    const rows = [
      ...(await frame.db.query('select * from frame_sessions')),
      ...(await frame.db.query('select * from frame_device_challenges')),
    ]
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(token)
    expect(dump).not.toContain(challenge)
    expect(rows.length).toBeGreaterThan(1)
  })
})
