import { createHash, randomBytes } from 'node:crypto'

/**
 * The nonce a login flow carries to the provider (an OpenID `nonce`, a SIWF `nonce`), derived
 * from the device key the flow was started with: SHA-256 of the key's fingerprint (SHA-256 of its
 * SPKI) and a random salt. The provider signs it into its answer, so whoever holds the answer
 * and the salt can check, without trusting the auth service, which device the login was for.
 * `base64url` for OpenID, `hex` for SIWF (its nonce is letters and digits only).
 *
 * @example
 * const salt = newNonceSalt()
 * const nonce = deviceNonce(devicePublicKey, salt, 'base64url')
 */
export function deviceNonce(
  devicePublicKey: string,
  salt: string,
  encoding: 'base64url' | 'hex',
): string {
  const fingerprint = createHash('sha256').update(Buffer.from(devicePublicKey, 'base64')).digest()
  return createHash('sha256')
    .update(fingerprint)
    .update(Buffer.from(salt, 'base64url'))
    .digest(encoding)
}

/** A fresh salt for `deviceNonce` (16 random bytes, base64url). */
export const newNonceSalt = () => randomBytes(16).toString('base64url')
