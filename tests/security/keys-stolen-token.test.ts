import { createAuthApi } from '@keyport/server/frame/page/authApi.ts'
import { openWallet } from '@keyport/server/frame/page/keyVault.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attackerKeys, rebuiltAddress, startKeysFrame } from './keysSupport.ts'

// Finding 1 of Order 14: the host page keeps the session token (SESSION_UPDATE, localStorage
// '@keyport/session_token'), so any script there can send it to its own server. That server
// does what an attacker would: everything the auth service's API allows with the token and keys
// of its own making. Before device-bound release, /v1/wallet/recover answered the auth share and
// the recovery share sealed to the attacker's RSA key, and the two rebuilt the private key.
describe('keys: a stolen session token (finding 1)', () => {
  let stack: Awaited<ReturnType<typeof startKeysFrame>>
  beforeAll(async () => {
    stack = await startKeysFrame()
  }, 120_000)
  afterAll(() => stack?.stop())

  test('attack: the host-held token and an attacker RSA key do not rebuild the wallet key', async () => {
    const { frame, login } = stack
    const victim = await login('victim-token@example.com', 'device-victim-00001')
    const wallet = await openWallet(createAuthApi('keyport-dev'), victim.token, victim.userId)
    const attacker = attackerKeys()
    // It tries to bind the session to its own device key (refused: the frame bound it first).
    const bind = await frame.post('/v1/session/bind', {
      token: victim.token,
      devicePublicKey: attacker.devicePublicKey,
      signature: attacker.sign(new Uint8Array(32)),
    })
    expect(bind.status).not.toBe(200)
    // It asks for a challenge (the token may) and signs it with its own key.
    const asked = await frame.post('/v1/wallet/challenge', {
      token: victim.token,
      purpose: 'recover',
    })
    const challenge = (asked.body.challenge as string | undefined) ?? 'A'.repeat(43)
    const signature = attacker.sign(new TextEncoder().encode(challenge))
    const recover = await frame.post('/v1/wallet/recover', {
      token: victim.token,
      devicePublicKey: attacker.rsaPublicKey,
      challenge,
      signature,
    })
    const stolen =
      recover.status === 200
        ? await rebuiltAddress(
            recover.body.authShare as string,
            attacker.open(recover.body.recoveryShareSealed as string),
          )
        : undefined
    expect(stolen).toBeUndefined()
    expect(stolen).not.toBe(wallet.address)
    expect(recover.status).toBe(403)
    // The auth share alone is not released to the token either.
    const share = await frame.post('/v1/wallet/auth-share', {
      token: victim.token,
      challenge,
      signature,
    })
    expect(share.status).toBe(403)
    expect(share.body.authShare).toBeUndefined()
  })
})
