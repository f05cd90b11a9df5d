import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

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

/**
 * The secret in `path`, made by `make` and written there when the file does not exist yet (dev:
 * production passes its secrets from a vault). Safe for processes that start at once on one
 * folder: each writes its candidate to a temporary file and links it into place, which only one
 * can do; a process that loses the race reads the winner's. A reader never sees a half-written
 * file.
 *
 * @example
 * const hex = readOrCreateSecretFile('.keyport/frame/hmac.key', () => randomBytes(32).toString('hex'))
 */
export function readOrCreateSecretFile(path: string, make: () => string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8')
  mkdirSync(dirname(path), { recursive: true })
  const candidate = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(candidate, make(), { mode: 0o600, flag: 'wx' })
  try {
    linkSync(candidate, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(candidate)
  }
  return readFileSync(path, 'utf8')
}
