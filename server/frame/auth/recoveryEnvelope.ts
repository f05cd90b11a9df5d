import { constants, type KeyObject, privateDecrypt } from 'node:crypto'
import { ApiError } from '../../api/http/ApiError.ts'

const shareLength = 33
/** v2: the share, the creating device's key fingerprint, the address. */
const v2Length = shareLength + 32 + 20
/** v3: v2 and the SHA-256 of the wallet's login identity (`loginIdentity`). */
const v3Length = v2Length + 32

/** What a recovery envelope holds; older versions lack the later fields. */
export type RecoveryEnvelope = {
  share: Buffer
  /** SHA-256 fingerprint (hex) of the creating device's key; v2 and later. */
  creator?: string
  /** The wallet address (0x, lowercase); v2 and later. */
  address?: string
  /** SHA-256 (hex) of the wallet's login identity; v3. */
  identity?: string
  /** Zeroes the plaintext. */
  wipe(): void
}

/**
 * Opens a recovery envelope the frame sealed (RSA-OAEP, SHA-256) to the custodian's key. Three
 * fixed lengths: v1 (33 bytes, the share alone), v2 (85), v3 (117); anything else is a 400.
 */
export function openEnvelope(privateKey: KeyObject, sealed: string): RecoveryEnvelope {
  let bytes: Buffer | undefined
  try {
    bytes = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed, 'base64'),
    )
  } catch {}
  if (!bytes || ![shareLength, v2Length, v3Length].includes(bytes.length)) {
    bytes?.fill(0)
    throw new ApiError(400, 'recovery_share_invalid', 'The stored recovery share cannot be opened.')
  }
  const plain = bytes
  const hex = (from: number, to: number) => plain.subarray(from, to).toString('hex')
  return {
    share: plain.subarray(0, shareLength),
    creator: plain.length >= v2Length ? hex(shareLength, shareLength + 32) : undefined,
    address: plain.length >= v2Length ? `0x${hex(shareLength + 32, v2Length)}` : undefined,
    identity: plain.length === v3Length ? hex(v2Length, v3Length) : undefined,
    wipe: () => plain.fill(0),
  }
}
