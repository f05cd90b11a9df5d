import { randomBytes } from 'node:crypto'
import type { Database } from '../../db/Database.ts'

/** How long an issued nonce can be used: time enough to read the wallet's prompt and sign. */
const nonceTtlMs = 10 * 60_000

/** Expired nonces are kept this long (so a late message hears "expired", not "unknown"). */
const keepExpiredMs = 24 * 60 * 60_000

export type NonceRecord = { expiresAt: Date; usedAt: Date | undefined }

/**
 * The one-time nonces of sign-in messages, per project. `consume` is a single conditional update,
 * so of two requests racing with one nonce exactly one wins, on PGlite and PostgreSQL alike.
 *
 * @example
 * const nonces = createNonceStore(deps.db)
 * const { nonce } = await nonces.issue(projectId, new Date())
 * await nonces.consume(projectId, nonce, new Date()) // true, and false ever after
 */
export function createNonceStore(db: Pick<Database, 'query'>) {
  return {
    async issue(projectId: string, now: Date): Promise<{ nonce: string; expiresAt: Date }> {
      // 128 bits; hex keeps to EIP-4361's letters and digits.
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = new Date(now.getTime() + nonceTtlMs)
      await db.query('delete from siwx_nonces where expires_at < $1', [
        new Date(now.getTime() - keepExpiredMs).toISOString(),
      ])
      await db.query(
        'insert into siwx_nonces (nonce, project_id, issued_at, expires_at) values ($1, $2, $3, $4)',
        [nonce, projectId, now.toISOString(), expiresAt.toISOString()],
      )
      return { nonce, expiresAt }
    },
    async find(projectId: string, nonce: string): Promise<NonceRecord | undefined> {
      const [row] = await db.query<{ expires_at: Date | string; used_at: Date | string | null }>(
        'select expires_at, used_at from siwx_nonces where nonce = $1 and project_id = $2',
        [nonce, projectId],
      )
      if (!row) return undefined
      return {
        expiresAt: new Date(row.expires_at),
        usedAt: row.used_at === null ? undefined : new Date(row.used_at),
      }
    },
    /** Marks the nonce used if it is issued, unused and unexpired; answers whether it did. */
    async consume(projectId: string, nonce: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `update siwx_nonces set used_at = $3
         where nonce = $1 and project_id = $2 and used_at is null and expires_at > $3
         returning nonce`,
        [nonce, projectId, now.toISOString()],
      )
      return rows.length === 1
    },
  }
}
