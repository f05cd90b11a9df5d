import { createHmac } from 'node:crypto'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { fingerprintOf, sha256Hex } from '@keyport/server/frame/auth/deviceSignatures.ts'
import { createSession } from '@keyport/server/frame/auth/sessions.ts'
import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { devicePublicKey, forgetDeviceKey } from '@keyport/server/frame/page/deviceKey.ts'
import { removeItem } from '@keyport/server/frame/page/frameStorage.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys, startKeysFrame } from './keysSupport.ts'

// Finding 2 of Order 14, email wallets. A new device of an email wallet is admitted by the
// recovery custodian's own email: a link whose token is MAC'd under a key only the custodian has,
// posted back to the custodian. The test plays a compromised auth service (database, HMAC key,
// process): it forges its own approvals and links and calls the custodian directly; nothing it
// makes gets a device on the custodian's record. The honest new device passes.
describe('keys: the custodian approves a new email device itself (finding 2)', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  const api = createAuthApi('keyport-dev')
  beforeAll(async () => {
    stack = await startKeysFrame()
  }, 120_000)
  afterAll(() => stack?.stop())

  async function walletOf(userId: string) {
    const [row] = await stack.frame.db.query<{ address: string; recovery_share_sealed: string }>(
      'select address, recovery_share_sealed from frame_wallets where user_id = $1',
      [userId],
    )
    return row!
  }
  /** An owner with a wallet made on its first device. */
  async function owner(email: string, deviceId: string) {
    const session = await stack.login(email, deviceId)
    const account = await openWallet(api, session.token, session.userId)
    return { ...session, address: account.address, wallet: await walletOf(session.userId) }
  }
  async function intruderReseal(
    intruder: ReturnType<typeof attackerKeys>,
    wallet: { address: string; recovery_share_sealed: string },
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
      })
      .then(
        () => 'resealed',
        (error: { code?: string }) => error.code,
      )
  }
  const approvalLink = (text: string) =>
    /(http\S+\/custodian\/approve\?token=([A-Za-z0-9_.-]+))/.exec(text)
  const postApproval = (token: string) =>
    fetch(`${stack.frame.url}/custodian/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })

  test('behavior: an honest new device is approved by the custodian’s own email and recovers', async () => {
    const { frame } = stack
    const email = 'ella@example.com'
    const first = await owner(email, 'device-ella-000001')
    // A new browser: another device key and device id, no device share.
    forgetDeviceKey()
    removeItem(`device-share:${first.userId}`)
    frame.advance(31_000)
    const deviceId = 'device-ella-000002'
    const start = await frame.post('/v1/email/start', {
      email,
      deviceId,
      devicePublicKey: await devicePublicKey(),
    })
    expect(start.body.action).toBe('VERIFY_OTP')
    const [approval] = await frame.inbox(email)
    expect(approval?.subject).toBe('Approve your new device')
    const link = approvalLink(approval?.text ?? '')
    // Opening the link only shows the form; the post approves with the custodian.
    expect(await (await fetch(link![1]!)).text()).toContain('Approve device')
    const poll = () => frame.post('/v1/email/device', { loginId: start.body.loginId, deviceId })
    expect((await poll()).body).toEqual({ approved: false })
    expect(await (await postApproval(link![2]!)).text()).toContain('Device approved')
    expect((await poll()).body).toEqual({ approved: true })
    const verify = await frame.post('/v1/email/verify', {
      loginId: start.body.loginId,
      deviceId,
      otp: await frame.code(email),
    })
    const token = verify.body.token as string
    expect((await openWallet(api, token, first.userId)).address).toBe(first.address)
  })

  test('attack: the auth service approves its own device and mints a session for it', async () => {
    const { frame } = stack
    const victim = await owner('fay@example.com', 'device-fay-0000001')
    const intruder = attackerKeys()
    // Its own approval (frame_devices), a session it minted with its HMAC key, bound to its key.
    const deviceId = 'device-intruder-003'
    await frame.db.query(
      'insert into frame_devices (user_id, device_id, approved_at, device_key_sha256) values ($1, $2, now(), $3)',
      [victim.userId, deviceId, sha256Hex(intruder.devicePublicKey)],
    )
    const minted = await createSession(frame.deps, victim.userId, deviceId, 'email', {
      deviceKey: intruder.devicePublicKey,
      identity: 'email:fay@example.com',
    })
    await frame.post('/v1/session/bind', {
      token: minted.token,
      devicePublicKey: intruder.devicePublicKey,
      signature: intruder.sign(deviceMessage('bind', sha256Hex(minted.token))),
    })
    const { challenge } = (
      await frame.post('/v1/wallet/challenge', { token: minted.token, purpose: 'recover' })
    ).body as { challenge: string }
    const detail = `${victim.wallet.address}\n${fingerprintOf(intruder.rsaPublicKey)}`
    const recover = await frame.post('/v1/wallet/recover', {
      token: minted.token,
      devicePublicKey: intruder.rsaPublicKey,
      challenge,
      signature: intruder.sign(deviceMessage('recover', challenge, detail)),
    })
    expect(recover.status).toBe(403)
    expect(recover.body.code).toBe('device_not_trusted')
    expect(await intruderReseal(intruder, victim.wallet)).toBe('device_not_trusted')
  })

  test('attack: an approval link the auth service MACs itself, or an altered real one, is refused', async () => {
    const { frame } = stack
    const victim = await owner('gwen@example.com', 'device-gwen-000001')
    const intruder = attackerKeys()
    const payload = Buffer.from(
      JSON.stringify({
        address: victim.wallet.address,
        fingerprint: fingerprintOf(intruder.devicePublicKey),
        ref: 'AAAAAAAAAAAAAAAA',
        expires: frame.deps.now() + 600_000,
      }),
    ).toString('base64url')
    const ownMac = createHmac('sha256', frame.deps.secret)
      .update(`keyport-custodian-approval/v1.${payload}`)
      .digest('base64url')
    expect((await postApproval(`${payload}.${ownMac}`)).status).toBe(410)
    // A real link (for the victim's own new device), its payload swapped for the intruder's.
    frame.advance(31_000)
    await frame.post('/v1/email/start', {
      email: 'gwen@example.com',
      deviceId: 'device-gwen-000002',
      devicePublicKey: attackerKeys().devicePublicKey,
    })
    const real = approvalLink((await frame.inbox('gwen@example.com'))[0]?.text ?? '')![2]!
    const altered = `${payload}.${real.split('.')[1]}`
    expect((await postApproval(altered)).status).toBe(410)
    expect(await intruderReseal(intruder, victim.wallet)).toBe('device_not_trusted')
  })

  test('attack: the auth service asks the custodian to mail its own mailbox', async () => {
    const { frame } = stack
    const victim = await owner('hana@example.com', 'device-hana-000001')
    const intruder = attackerKeys()
    const asked = await frame.custodian.requestDeviceApproval({
      address: victim.wallet.address,
      sealed: victim.wallet.recovery_share_sealed,
      deviceKey: intruder.devicePublicKey,
      email: 'intruder@evil.test',
      ref: 'AAAAAAAAAAAAAAAA',
    })
    expect(asked).toEqual({ sent: false })
    expect(await frame.inbox('intruder@evil.test')).toEqual([])
    expect(await intruderReseal(intruder, victim.wallet)).toBe('device_not_trusted')
  })
})
