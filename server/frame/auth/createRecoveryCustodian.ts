import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'
import { type CustodianStore, createMemoryCustodianStore } from './custodianStore.ts'
import { deviceMessage } from './deviceMessage.ts'
import { assertDeviceSignature, deviceKeyOf, fingerprintOf, spkiKeyOf } from './deviceSignatures.ts'

/** What the auth service passes on from a device that asks for the recovery share. */
type ResealRequest = {
  /** The wallet, as the auth service names it; it must match the address sealed in `sealed`. */
  address: string
  /** The stored recovery envelope (RSA-OAEP to the custodian's key). */
  sealed: string
  /** The asking device's P-256 key (SPKI DER, base64). */
  deviceKey: string
  /** A challenge from this custodian's `challenge()`. */
  challenge: string
  /** The device key's signature of `deviceMessage('recover', challenge, address + '\n' + fingerprint(sealTo))`. */
  signature: string
  /** The device's RSA-OAEP key the share is sealed to (SPKI DER, base64). */
  sealTo: string
}

/**
 * Holds the key that opens recovery shares and re-seals one only for a device it trusts, by its
 * own checks. Every member takes and returns plain JSON values, so the custodian can run as its
 * own process (or inside an HSM or enclave) behind this interface; the dev stack runs it in
 * process.
 *
 * The frame seals each new wallet's recovery envelope to `publicKey` (RSA-OAEP, SHA-256): the
 * 33-byte share, the SHA-256 fingerprint of the creating device's key, and the wallet address.
 * The auth service stores the envelope and cannot read or change it.
 */
export interface RecoveryCustodian {
  /** SPKI DER, base64: what the frame seals recovery envelopes to. */
  readonly publicKey: string
  /** A fresh, single-use challenge (it lives 60 s) for one `reseal`. */
  challenge(): Promise<{ challenge: string }>
  /**
   * Re-seals the share to `sealTo` when `signature` is a device key's over this custodian's
   * fresh challenge, and that key is the wallet's creating device, one this custodian recorded
   * for the wallet, or (policy `newDevices: 'approved-by-auth-service'`) a device the auth
   * service approved.
   */
  reseal(request: ResealRequest): Promise<{ sealed: string }>
}

export type CreateRecoveryCustodianParameters = {
  /** PKCS#8 PEM. @default a fresh key (tests) */
  privateKeyPem?: string
  /** Its own record of device keys per wallet. @default in memory */
  store?: CustodianStore
  /**
   * Who may add a device to a wallet's record. `'known-only'`: only the creating device and
   * keys already recorded get the share, whatever the auth service says. `'approved-by-auth-service'`:
   * a device the auth service approved (login proof plus new-device approval) is recorded on its
   * first recovery, so a new browser works without the old one.
   * @default 'approved-by-auth-service'
   */
  newDevices?: 'approved-by-auth-service' | 'known-only'
  /** @default Date.now */
  now?: () => number
}

const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
const challengeTtlMs = 60_000
const shareLength = 33
const envelopeLength = shareLength + 32 + 20

/**
 * Creates the custodian from a PKCS#8 PEM private key, or a fresh key when none is given (tests).
 * In production this is an HSM or KMS that decrypts only inside its boundary.
 *
 * @example
 * const custodian = createRecoveryCustodian({ privateKeyPem: readFileSync(path, 'utf8') })
 */
export function createRecoveryCustodian({
  privateKeyPem,
  store = createMemoryCustodianStore(),
  newDevices = 'approved-by-auth-service',
  now = Date.now,
}: CreateRecoveryCustodianParameters = {}): RecoveryCustodian & { privateKeyPem: string } {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const publicKey = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64')
  // Challenges by SHA-256, with their expiry: this custodian's own freshness, not the caller's.
  const challenges = new Map<string, number>()
  const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex')
  const spend = (challenge: string) => {
    const key = hashOf(challenge)
    const expires = challenges.get(key)
    challenges.delete(key)
    if (expires === undefined || expires <= now())
      throw new ApiError(
        403,
        'challenge_invalid',
        'This request was already used or has expired. Try again.',
      )
  }
  const refuse = () => {
    throw new ApiError(
      403,
      'device_not_trusted',
      'The recovery custodian does not know this device for this wallet.',
    )
  }
  return {
    publicKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    async challenge() {
      const t = now()
      for (const [key, expires] of challenges) if (expires <= t) challenges.delete(key)
      const challenge = randomBytes(32).toString('base64url')
      challenges.set(hashOf(challenge), t + challengeTtlMs)
      return { challenge }
    },
    async reseal(request) {
      spend(request.challenge)
      const device = deviceKeyOf(request.deviceKey)
      const sealTo = rsaKeyOf(request.sealTo)
      const envelope = open(privateKey, request.sealed)
      try {
        const share = envelope.subarray(0, shareLength)
        // Envelopes from before device keys hold the share alone: no creator, no address.
        const creator =
          envelope.length === envelopeLength
            ? envelope.subarray(shareLength, shareLength + 32).toString('hex')
            : undefined
        const address =
          envelope.length === envelopeLength
            ? `0x${envelope.subarray(shareLength + 32).toString('hex')}`
            : request.address.toLowerCase()
        if (address !== request.address.toLowerCase()) refuse()
        assertDeviceSignature(
          device,
          deviceMessage(
            'recover',
            request.challenge,
            `${address}\n${fingerprintOf(request.sealTo)}`,
          ),
          request.signature,
        )
        const fingerprint = fingerprintOf(request.deviceKey)
        const known =
          fingerprint === creator || (await store.devicesOf(address)).includes(fingerprint)
        if (!known && newDevices === 'known-only') refuse()
        if (!known) await store.addDevice(address, fingerprint)
        return { sealed: publicEncrypt({ key: sealTo, ...oaep }, share).toString('base64') }
      } finally {
        envelope.fill(0)
      }
    },
  }
}

function open(privateKey: KeyObject, sealed: string) {
  try {
    const envelope = privateDecrypt({ key: privateKey, ...oaep }, Buffer.from(sealed, 'base64'))
    if (envelope.length === shareLength || envelope.length === envelopeLength) return envelope
    envelope.fill(0)
  } catch {}
  throw new ApiError(400, 'recovery_share_invalid', 'The stored recovery share cannot be opened.')
}

function rsaKeyOf(spki: string) {
  const key = spkiKeyOf(spki, 'body.devicePublicKey: Expected an RSA public key (SPKI, base64).')
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new ApiError(
      400,
      'device_key_invalid',
      'body.devicePublicKey: Expected an RSA key of at least 2048 bits.',
    )
  return key
}
