import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of a code, link or token under the service's key, in hex. */
export function hmacOf(secret: Buffer, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex')
}

/** True when `value`'s HMAC equals `expected`, compared in constant time. */
export function hmacMatches(secret: Buffer, value: string, expected: string): boolean {
  const actual = Buffer.from(hmacOf(secret, value), 'hex')
  const wanted = Buffer.from(expected, 'hex')
  return actual.length === wanted.length && timingSafeEqual(actual, wanted)
}

/** A bearer token or link secret: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url')

/** A six-digit one-time code from the CSPRNG. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A random id for rows. */
export const newId = () => randomBytes(12).toString('base64url')
