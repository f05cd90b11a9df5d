import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const hashOf = (secret: string) => createHash('sha256').update(secret).digest()

/**
 * A new bearer token for a session, `<session id>.<secret>` (32 random bytes, base64url), and
 * the hash of its secret, which is all the database keeps.
 *
 * @example
 * const { token, hash } = createSessionToken(session.id)
 */
export function createSessionToken(sessionId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { token: `${sessionId}.${secret}`, hash: hashOf(secret).toString('hex') }
}

/** Splits a token (already shape-checked by `sessionTokenSchema`) into the session id and secret. */
export function splitSessionToken(token: string): { sessionId: string; secret: string } {
  const dot = token.indexOf('.')
  return { sessionId: token.slice(0, dot).toLowerCase(), secret: token.slice(dot + 1) }
}

/** Whether `secret` hashes to the stored hash, compared in constant time. */
export function sessionSecretMatches(storedHash: string | null, secret: string): boolean {
  if (!storedHash || !/^[0-9a-f]{64}$/.test(storedHash)) return false
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), hashOf(secret))
}
