import { constants, createHash, createPublicKey, publicEncrypt } from 'node:crypto'
import { createRecoveryCustodian } from '@keyport/server/frame/auth/createRecoveryCustodian.ts'
import { deviceMessage } from '@keyport/server/frame/auth/deviceMessage.ts'
import { describe, expect, test } from 'vitest'
import { attackerKeys } from './keysSupport.ts'

// Issue 37, finding 5: the oldest recovery envelope (v1) holds the share alone, no address. The
// custodian took the wallet address from the auth service for it, and admitted a device recorded
// under that address. A compromised auth service holds every stored envelope and can get its own
// device recorded for a wallet of its own, so it paired a victim's v1 envelope with its own
// wallet's address and received the victim's recovery share; with the auth share it also holds,
// that is the victim's key. The test plays that auth service, calling the custodian directly.
const fingerprint = (spki: string) =>
  createHash('sha256').update(Buffer.from(spki, 'base64')).digest()
const victimShare = Buffer.alloc(33, 0x31)
const intruderShare = Buffer.alloc(33, 0x32)

/** The custodian's key seals `parts` as the frame does (RSA-OAEP, SHA-256). */
function seal(custodianKey: string, ...parts: Buffer[]) {
  const key = createPublicKey({
    key: Buffer.from(custodianKey, 'base64'),
    format: 'der',
    type: 'spki',
  })
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.concat(parts),
  ).toString('base64')
}
const addressBytes = (address: string) => Buffer.from(address.slice(2), 'hex')
const identity = (address: string) =>
  createHash('sha256').update(`email:${address}@example.com`).digest()

describe('keys: the custodian and the oldest envelope format (issue 37)', () => {
  const victimWallet = `0x${'c3'.repeat(20)}`
  const intruderWallet = `0x${'d4'.repeat(20)}`
  const custodian = createRecoveryCustodian()
  const victim = attackerKeys() // the victim's own device
  const intruder = attackerKeys() // the compromised auth service's keys
  const victimV1 = seal(custodian.publicKey, victimShare)
  /** A current (v3) envelope: share, creating device, address, login identity. */
  const v3 = (share: Buffer, creator: string, address: string) =>
    seal(custodian.publicKey, share, fingerprint(creator), addressBytes(address), identity(address))

  const reseal = async (
    device: ReturnType<typeof attackerKeys>,
    address: string,
    sealed: string,
  ) => {
    const { challenge } = await custodian.challenge()
    const detail = `${address}\n${fingerprint(device.rsaPublicKey).toString('hex')}`
    return custodian
      .reseal({
        address,
        sealed,
        deviceKey: device.devicePublicKey,
        challenge,
        signature: device.sign(deviceMessage('recover', challenge, detail)),
        sealTo: device.rsaPublicKey,
      })
      .then(
        ({ sealed: resealed }) => device.open(resealed),
        (error: { code?: string }) => error.code,
      )
  }
  const upgrade = (sealed: string, upgraded: string) =>
    custodian.upgradeEnvelope({ sealed, upgraded }).then(
      ({ address }) => address,
      (error: { code?: string }) => error.code,
    )

  test('attack: a v1 envelope presented under the intruder’s own wallet address is not re-sealed to the intruder', async () => {
    // The custodian itself recorded the intruder's device for the intruder's wallet (say, after
    // a provider-signed login): a record it keeps by address.
    await custodian.store.addDevice(
      intruderWallet,
      fingerprint(intruder.devicePublicKey).toString('hex'),
    )
    expect(await reseal(intruder, intruderWallet, victimV1)).toBe('recovery_envelope_outdated')
  })

  test('behavior: a v1 envelope is re-sealed for no device, even one on record for the address', async () => {
    await custodian.store.addDevice(
      victimWallet,
      fingerprint(victim.devicePublicKey).toString('hex'),
    )
    expect(await reseal(victim, victimWallet, victimV1)).toBe('recovery_envelope_outdated')
  })

  test('behavior: a device holding the wallet upgrades its v1 envelope, and recovery works from then on', async () => {
    const upgraded = v3(victimShare, victim.devicePublicKey, victimWallet)
    expect(await upgrade(victimV1, upgraded)).toBe(victimWallet)
    expect(await reseal(victim, victimWallet, upgraded)).toEqual(new Uint8Array(victimShare))
  })

  test('attack: the auth service cannot replace a v1 envelope with a current one of its own making', async () => {
    // It can seal any envelope to the custodian's public key, but not one with the victim's share.
    const forged = v3(intruderShare, intruder.devicePublicKey, victimWallet)
    expect(await upgrade(victimV1, forged)).toBe('recovery_upgrade_invalid')
  })

  test('attack: an upgrade cannot move a v2 envelope to another wallet’s address, nor replace a current one', async () => {
    const v2 = seal(
      custodian.publicKey,
      victimShare,
      fingerprint(victim.devicePublicKey),
      addressBytes(victimWallet),
    )
    const elsewhere = v3(victimShare, intruder.devicePublicKey, intruderWallet)
    expect(await upgrade(v2, elsewhere)).toBe('recovery_upgrade_invalid')
    const current = v3(victimShare, victim.devicePublicKey, victimWallet)
    const sameWalletOtherCreator = v3(victimShare, intruder.devicePublicKey, victimWallet)
    expect(await upgrade(current, sameWalletOtherCreator)).toBe('recovery_upgrade_invalid')
    expect(await upgrade(v2, current)).toBe(victimWallet)
  })
})
