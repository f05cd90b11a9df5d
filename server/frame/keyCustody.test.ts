import { combine } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthApi } from './page/authApi.ts'
import { devicePublicKey, sha256Hex, signAsDevice } from './page/deviceKey.ts'
import { removeItem } from './page/frameStorage.ts'
import { exportPrivateKey, openWallet, openWalletKeys } from './page/keyVault.ts'
import { rsaDeviceKey } from './testing/rsaDeviceKey.ts'
import { startTestFrame } from './testing/startTestFrame.ts'

// The frame's key code (page/keyVault.ts) runs here against the real auth service: Node has the
// same WebCrypto, and the frame storage falls back to memory without localStorage.
describe('key custody (docs/security.md)', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  let login: (email: string, deviceId: string) => Promise<{ token: string; userId: string }>
  const realFetch = globalThis.fetch
  beforeAll(async () => {
    frame = await startTestFrame()
    // The page calls its own origin with relative paths.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      realFetch(
        typeof input === 'string' && input.startsWith('/') ? `${frame.url}${input}` : input,
        init,
      )) as typeof fetch
    login = async (email, deviceId) => {
      const start = await frame.post('/v1/email/start', {
        email,
        deviceId,
        devicePublicKey: await devicePublicKey(),
      })
      if (start.body.action === 'VERIFY_DEVICE') throw new Error('device approval needed')
      const verify = await frame.post('/v1/email/verify', {
        loginId: start.body.loginId,
        deviceId,
        otp: await frame.code(email),
      })
      return { token: verify.body.token as string, userId: (verify.body.user as { id: string }).id }
    }
  }, 120_000)
  afterAll(async () => {
    globalThis.fetch = realFetch
    await frame?.stop()
  })

  test('behavior: the key is made in the frame; the service stores only the auth share and a sealed recovery share', async () => {
    const api = createAuthApi('keyport-dev')
    const { token, userId } = await login('keys@example.com', 'device-keys-000001')
    const account = await openWallet(api, token, userId)
    const [row] = await frame.db.query<{
      address: string
      auth_share: string
      recovery_share_sealed: string
    }>('select address, auth_share, recovery_share_sealed from frame_wallets where user_id = $1', [
      userId,
    ])
    expect(row!.address).toBe(account.address.toLowerCase())
    expect(row!.auth_share).toMatch(/^[0-9a-f]{66}$/)
    // What the service holds cannot rebuild the key: one share gives a different secret, and the
    // sealed share is ciphertext to the custodian's key.
    const sealed = Buffer.from(row!.recovery_share_sealed, 'base64')
    expect(sealed.length).toBe(256)
    const guesses = [
      await combine([hexToBytes(`0x${row!.auth_share}`), hexToBytes(`0x${row!.auth_share}`)]).catch(
        () => undefined,
      ),
      await combine([
        hexToBytes(`0x${row!.auth_share}`),
        new Uint8Array(sealed.subarray(0, 33)),
      ]).catch(() => undefined),
    ]
    for (const guess of guesses)
      if (guess) expect(privateKeyToAccount(bytesToHex(guess)).address).not.toBe(account.address)
    // The row holds nothing else: no private key, no device share.
    const [full] = await frame.db.query('select * from frame_wallets where user_id = $1', [userId])
    expect(Object.keys(full!).sort()).toEqual([
      'address',
      'auth_share',
      'created_at',
      'recovery_share_sealed',
      'user_id',
    ])
  })

  test('behavior: the same device opens the same wallet; a new device recovers it through the sealed share', async () => {
    const api = createAuthApi('keyport-dev')
    const first = await login('again@example.com', 'device-again-00001')
    const created = await openWallet(api, first.token, first.userId)
    expect((await openWallet(api, first.token, first.userId)).address).toBe(created.address)
    // A new device has no device share: the recovery share comes sealed to its own key.
    removeItem(`device-share:${first.userId}`)
    const recovered = await openWallet(api, first.token, first.userId)
    expect(recovered.address).toBe(created.address)
    const signature = await recovered.signMessage({ message: 'same key' })
    expect(await created.signMessage({ message: 'same key' })).toBe(signature)
  })

  test('behavior: the Solana key comes from the same secret: the same on every device, never extractable', async () => {
    const api = createAuthApi('keyport-dev')
    const first = await login('solana-keys@example.com', 'device-solana-0001')
    const created = await openWalletKeys(api, first.token, first.userId)
    expect(created.solana.privateKey.extractable).toBe(false)
    expect(created.solana.privateKey.algorithm.name).toBe('Ed25519')
    // No new share or envelope: a new device recovers the EVM secret and with it the Solana key.
    removeItem(`device-share:${first.userId}`)
    const recovered = await openWalletKeys(api, first.token, first.userId)
    expect(recovered.account.address).toBe(created.account.address)
    expect(recovered.solana.publicKey).toEqual(created.solana.publicKey)
    // The export window's Solana key (seed, then public key) is this account's.
    const exported = await exportPrivateKey(api, first.token, first.userId)
    expect(exported.solanaSecretKey).toHaveLength(64)
    expect(exported.solanaSecretKey.slice(32)).toEqual(created.solana.publicKey)
  })

  // What the frame sends with a share request: a fresh challenge signed by this device's key.
  const proof = async (token: string, purpose: 'auth-share' | 'recover', detail: string) => {
    const { body } = await frame.post('/v1/wallet/challenge', { token, purpose })
    const challenge = body.challenge as string
    return { challenge, signature: await signAsDevice(purpose, challenge, detail) }
  }

  test('behavior: shares are released only to a live session of their owner', async () => {
    const { token, userId } = await login('owner@example.com', 'device-owner-00001')
    const { address } = await openWallet(createAuthApi('keyport-dev'), token, userId)
    const owner = address.toLowerCase()
    const share = async (t: string) =>
      (
        await frame.post('/v1/wallet/auth-share', {
          token: t,
          ...(await proof(token, 'auth-share', owner)),
        })
      ).status
    expect(await share(token)).toBe(200)
    expect(await share('A'.repeat(43))).toBe(401)
    const other = await login('stranger@example.com', 'device-stranger-01')
    await openWallet(createAuthApi('keyport-dev'), other.token, other.userId)
    // The stranger's own challenge and signature are for the stranger's wallet, not this one.
    const theirs = await proof(other.token, 'auth-share', owner)
    expect((await frame.post('/v1/wallet/auth-share', { token, ...theirs })).status).toBe(403)
    const spare = await proof(token, 'auth-share', owner)
    await frame.post('/v1/session/sign-out', { token })
    expect((await frame.post('/v1/wallet/auth-share', { token, ...spare })).status).toBe(401)
    expect(
      (
        await frame.post('/v1/wallet/recover', {
          token,
          devicePublicKey: 'AAAA',
          challenge: 'A'.repeat(43),
          signature: `${'A'.repeat(86)}==`,
        })
      ).status,
    ).toBe(401)
  })

  test('behavior: the recovery answer is sealed to the asking device, never in clear', async () => {
    const { token, userId } = await login('sealed@example.com', 'device-sealed-0001')
    const { address } = await openWallet(createAuthApi('keyport-dev'), token, userId)
    const { pair, spkiBytes, spki } = await rsaDeviceKey()
    const detail = `${address.toLowerCase()}\n${await sha256Hex(spkiBytes)}`
    const answer = await frame.post('/v1/wallet/recover', {
      token,
      devicePublicKey: spki,
      ...(await proof(token, 'recover', detail)),
    })
    const sealed = Buffer.from(answer.body.recoveryShareSealed as string, 'base64')
    expect(sealed.length).toBe(256)
    const opened = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, sealed),
    )
    expect(opened.length).toBe(33)
    // A weak or foreign key is refused with a 4xx.
    expect(
      (
        await frame.post('/v1/wallet/recover', {
          token,
          devicePublicKey: 'AAAA',
          ...(await proof(token, 'recover', `${address.toLowerCase()}\n`)),
        })
      ).status,
    ).toBeGreaterThanOrEqual(400)
  })
})
