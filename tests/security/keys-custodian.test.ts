import { constants, createHash, createPublicKey, publicEncrypt } from 'node:crypto'
import { createRecoveryCustodian } from '@keyport/server/frame/auth/createRecoveryCustodian.ts'
import { createMemoryCustodianStore } from '@keyport/server/frame/auth/custodianStore.ts'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { describe, expect, test } from 'vitest'
import { attackerKeys } from './keysSupport.ts'

// Finding 2 of Order 14: the auth service alone could mint a session and have the custodian
// re-seal any wallet's recovery share to a key of its choosing. Here the test plays the
// compromised auth service: it holds every stored envelope and calls the custodian's interface
// directly, with anything it likes.
const fingerprint = (spki: string) =>
  createHash('sha256').update(Buffer.from(spki, 'base64')).digest()
const share = Buffer.alloc(33, 7)

/**
 * What the frame seals at creation: the share, the creating device's fingerprint, the address,
 * the hash of the login identity.
 */
function envelope(custodianKey: string, creatorKey: string, address: string) {
  const plain = Buffer.concat([
    share,
    fingerprint(creatorKey),
    Buffer.from(address.slice(2), 'hex'),
    createHash('sha256').update(`email:${address}@example.com`).digest(),
  ])
  return publicEncrypt(
    {
      key: createPublicKey({
        key: Buffer.from(custodianKey, 'base64'),
        format: 'der',
        type: 'spki',
      }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    plain,
  ).toString('base64')
}

describe('keys: a custodian that checks for itself (finding 2)', () => {
  const walletA = `0x${'a1'.repeat(20)}`
  const walletB = `0x${'b2'.repeat(20)}`
  let clock = 1_000_000
  const custodian = createRecoveryCustodian({
    store: createMemoryCustodianStore(),
    now: () => clock,
  })
  const owner = attackerKeys() // the wallet's real creating device
  const intruder = attackerKeys() // the compromised auth service's own keys
  const sealedA = envelope(custodian.publicKey, owner.devicePublicKey, walletA)
  const sealedB = envelope(custodian.publicKey, intruder.devicePublicKey, walletB)
  const request = async (
    signer: ReturnType<typeof attackerKeys>,
    sealTo: ReturnType<typeof attackerKeys>,
    overrides: Partial<Parameters<typeof custodian.reseal>[0]> = {},
  ) => {
    const { challenge } = await custodian.challenge()
    const address = overrides.address ?? walletA
    const detail = `${address}\n${fingerprint(sealTo.rsaPublicKey).toString('hex')}`
    return {
      address,
      sealed: sealedA,
      deviceKey: signer.devicePublicKey,
      challenge,
      signature: signer.sign(deviceMessage('recover', challenge, detail)),
      sealTo: sealTo.rsaPublicKey,
      ...overrides,
    }
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resealed',
      (error: { code?: string }) => error.code,
    )

  test('attack: a re-seal with no device signature is refused', async () => {
    const unsigned = await request(owner, intruder, {
      signature: Buffer.alloc(64).toString('base64'),
    })
    expect(await refusal(custodian.reseal(unsigned))).toBe('device_signature_invalid')
  })

  test("attack: the auth service's own device key, correctly signed, is refused (default configuration)", async () => {
    expect(await refusal(custodian.reseal(await request(intruder, intruder)))).toBe(
      'device_not_trusted',
    )
  })

  test("attack: a wallet's envelope under another wallet's address (where the intruder's key is known) is refused", async () => {
    // The intruder created wallet B, so its key is B's creator; it presents A's envelope as B's.
    const swapped = await request(intruder, intruder, { address: walletB })
    expect(await refusal(custodian.reseal(swapped))).toBe('device_not_trusted')
    expect(
      await refusal(
        custodian.reseal(await request(intruder, intruder, { address: walletB, sealed: sealedB })),
      ),
    ).toBe('resealed')
  })

  test('attack: a replayed or stale custodian challenge is refused', async () => {
    const fresh = await request(owner, owner)
    expect(await refusal(custodian.reseal(fresh))).toBe('resealed')
    expect(await refusal(custodian.reseal(fresh))).toBe('challenge_invalid')
    const stale = await request(owner, owner)
    clock += 61_000
    expect(await refusal(custodian.reseal(stale))).toBe('challenge_invalid')
  })

  test("behavior: the wallet's creating device gets the share, sealed to its own RSA key", async () => {
    const { sealed } = await custodian.reseal(await request(owner, owner))
    expect(owner.open(sealed)).toEqual(new Uint8Array(share))
  })
})
