import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
} from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'

/**
 * Holds the key that opens recovery shares. The frame seals each new wallet's recovery share to
 * `publicKey` (RSA-OAEP, SHA-256) before it leaves the browser; the auth service stores the sealed
 * share and cannot read it. For a new, approved device, `reseal` opens it and seals it again to
 * that device's own public key, so only that frame can read it.
 */
export interface RecoveryCustodian {
  /** SPKI DER, base64: what the frame seals recovery shares to. */
  readonly publicKey: string
  /** Re-seals a sealed share to a device's RSA-OAEP public key (SPKI DER, base64). */
  reseal(sealed: string, devicePublicKey: string): string
}

const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }

/**
 * Creates the custodian from a PKCS#8 PEM private key, or a fresh key when none is given (tests).
 * In production this is an HSM or KMS that decrypts only inside its boundary.
 *
 * @example
 * const custodian = createRecoveryCustodian({ privateKeyPem: readFileSync(path, 'utf8') })
 */
export function createRecoveryCustodian({
  privateKeyPem,
}: {
  privateKeyPem?: string
} = {}): RecoveryCustodian & { privateKeyPem: string } {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const publicKey = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64')
  return {
    publicKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    reseal(sealed, devicePublicKey) {
      let device: KeyObject
      try {
        device = createPublicKey({
          key: Buffer.from(devicePublicKey, 'base64'),
          format: 'der',
          type: 'spki',
        })
      } catch {
        throw new ApiError(
          400,
          'device_key_invalid',
          'body.devicePublicKey: Expected an RSA public key (SPKI, base64).',
        )
      }
      if (
        device.asymmetricKeyType !== 'rsa' ||
        (device.asymmetricKeyDetails?.modulusLength ?? 0) < 2048
      )
        throw new ApiError(
          400,
          'device_key_invalid',
          'body.devicePublicKey: Expected an RSA key of at least 2048 bits.',
        )
      const share = privateDecrypt({ key: privateKey, ...oaep }, Buffer.from(sealed, 'base64'))
      try {
        return publicEncrypt({ key: device, ...oaep }, share).toString('base64')
      } finally {
        share.fill(0)
      }
    },
  }
}
