import { createPublicKey, verify } from 'node:crypto'
import { getBase58Encoder } from '@solana/codecs-strings'
import { ApiError } from '../http/ApiError.ts'

const base58 = getBase58Encoder()

const decode = (value: string, what: string, length: number): Uint8Array => {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(base58.encode(value))
  } catch {
    throw new ApiError(400, 'invalid_base58', `${what} is not base58.`)
  }
  if (bytes.length !== length)
    throw new ApiError(
      400,
      `invalid_${what === 'address' ? 'solana_address' : 'solana_signature'}`,
      `${what} must be ${length} bytes in base58, got ${bytes.length}.`,
    )
  return bytes
}

export type VerifySolanaSignatureParameters = {
  /** The account: a base58 Ed25519 public key. */
  address: string
  /** The text that was signed; its UTF-8 bytes are what `solana:signMessage` signs. */
  message: string
  /** The 64-byte Ed25519 signature, base58. */
  signature: string
}

/**
 * Whether `signature` is `address`'s Ed25519 signature of the message's UTF-8 bytes (Sign-In With
 * Solana). The public key is the address itself; node:crypto verifies. An address that is not a
 * 32-byte key or a signature that is not 64 bytes is an `ApiError` 400 saying which.
 *
 * @example
 * verifySolanaSignature({ address, message, signature }) // true
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: VerifySolanaSignatureParameters): boolean {
  const publicKey = decode(address, 'address', 32)
  const signatureBytes = decode(signature, 'signature', 64)
  let key: ReturnType<typeof createPublicKey>
  try {
    key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
  } catch {
    throw new ApiError(400, 'invalid_solana_address', 'address is not an Ed25519 public key.')
  }
  try {
    return verify(null, Buffer.from(message, 'utf8'), key, signatureBytes)
  } catch {
    return false
  }
}
