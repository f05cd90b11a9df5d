/**
 * The HKDF info that makes the wallet's Solana seed out of its secret. Versioned: a new scheme
 * takes a new string, so every wallet keeps the Solana address it has.
 */
export const SOLANA_KEY_INFO = 'keyport/solana-ed25519/v1'

// RFC 8410: an Ed25519 private key in PKCS#8 is this fixed DER header followed by the 32-byte
// seed. WebCrypto imports Ed25519 private keys only in PKCS#8 (or JWK) form.
const PKCS8_HEADER = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

/** The wallet's Ed25519 key: a non-extractable signing key and its 32-byte public key. */
export type SolanaKey = { privateKey: CryptoKey; publicKey: Uint8Array }

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/**
 * The 32-byte Ed25519 seed of the wallet's Solana account: HKDF-SHA-256 (WebCrypto) over the
 * wallet's secret (the 2-of-3 split key), with `SOLANA_KEY_INFO`. It exists only where the
 * secret is open: in the frame, and in the export window after a fresh login.
 *
 * @example
 * const seed = await deriveSolanaSeed(secret) // 32 bytes; zero them when done
 */
export async function deriveSolanaSeed(secret: Uint8Array): Promise<Uint8Array> {
  const base = await crypto.subtle.importKey(
    'raw',
    secret as Uint8Array<ArrayBuffer>,
    'HKDF',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: new TextEncoder().encode(SOLANA_KEY_INFO),
    },
    base,
    256,
  )
  return new Uint8Array(bits)
}

/**
 * Imports an Ed25519 seed as a non-extractable WebCrypto signing key, with its public key.
 * WebCrypto cannot compute a public key from a private one, so a second, extractable import
 * yields it once (as the JWK's `x`) and is dropped; the seed bytes are zeroed.
 *
 * @example
 * const { privateKey, publicKey } = await solanaKeyFromSeed(seed)
 */
export async function solanaKeyFromSeed(seed: Uint8Array): Promise<SolanaKey> {
  const pkcs8 = new Uint8Array([...PKCS8_HEADER, ...seed])
  try {
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', false, ['sign'])
    const once = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
    const { x } = await crypto.subtle.exportKey('jwk', once)
    if (!x) throw new Error('Your Solana account could not be opened on this device.')
    return { privateKey, publicKey: fromBase64Url(x) }
  } finally {
    pkcs8.fill(0)
    seed.fill(0)
  }
}

/**
 * The 64-byte Solana secret key (seed, then public key): what Phantom, Solflare and Backpack
 * import as base58, and the Solana CLI as a JSON array. For the export window only.
 *
 * @example
 * const secretKey = await solanaSecretKey(await deriveSolanaSeed(secret))
 */
export async function solanaSecretKey(seed: Uint8Array): Promise<Uint8Array> {
  const pkcs8 = new Uint8Array([...PKCS8_HEADER, ...seed])
  try {
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign'])
    const { x } = await crypto.subtle.exportKey('jwk', key)
    if (!x) throw new Error('Your Solana account could not be opened on this device.')
    return new Uint8Array([...seed, ...fromBase64Url(x)])
  } finally {
    pkcs8.fill(0)
    seed.fill(0)
  }
}

/**
 * The wallet's Solana key from its secret (the secret is left as it is).
 *
 * @example
 * const solana = await deriveSolanaKey(secret)
 */
export async function deriveSolanaKey(secret: Uint8Array): Promise<SolanaKey> {
  return solanaKeyFromSeed(await deriveSolanaSeed(secret))
}
