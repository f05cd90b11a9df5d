import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'

/** SHA-256 of a public key's SPKI bytes (or any base64 value), in hex: how keys are named. */
export const fingerprintOf = (base64: string) =>
  createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex')

/** SHA-256 of a UTF-8 string, in hex (the session token a bind signature covers). */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

/** A public key from SPKI DER in base64; anything unreadable is a 400 saying `expected`. */
export function spkiKeyOf(spki: string, expected: string): KeyObject {
  try {
    return createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' })
  } catch {
    throw new ApiError(400, 'device_key_invalid', expected)
  }
}

/** A frame device key: ECDSA P-256, SPKI DER in base64; anything else is a 400. */
export function deviceKeyOf(spki: string): KeyObject {
  const expected = 'deviceKey: Expected a P-256 public key (SPKI, base64).'
  const key = spkiKeyOf(spki, expected)
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new ApiError(400, 'device_key_invalid', expected)
  return key
}

/** Whether `spki` (base64) is a frame device key: ECDSA P-256 in SPKI DER. */
export function isDeviceKey(spki: string): boolean {
  try {
    deviceKeyOf(spki)
    return true
  } catch {
    return false
  }
}

/** Throws 403 unless `signature` (IEEE P1363, as WebCrypto makes it) signs `message` with `key`. */
export function assertDeviceSignature(key: KeyObject, message: Uint8Array, signature: string) {
  const bytes = Buffer.from(signature, 'base64')
  const valid =
    bytes.length === 64 && verify('sha256', message, { key, dsaEncoding: 'ieee-p1363' }, bytes)
  if (!valid)
    throw new ApiError(
      403,
      'device_signature_invalid',
      'This device could not prove it is the one you logged in on. Log in again.',
    )
}
