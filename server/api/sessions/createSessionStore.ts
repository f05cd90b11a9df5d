import type { Session } from '@keyport/siwx/schemas'
import type { Database } from '../../db/Database.ts'

type Row = {
  id: string
  address: string
  chain: string
  created_at: Date | string
  expires_at: Date | string
  revoked_at: Date | string | null
  token_hash: string | null
}

/** eip155 sessions answer their chain as a number (as before Solana); others as CAIP-2. */
const chainIdOf = (chain: string) =>
  chain.startsWith('eip155:') ? Number(chain.slice('eip155:'.length)) : chain

const toSession = (row: Row): Session => ({
  id: row.id,
  address: row.address,
  chainId: chainIdOf(row.chain),
  caipAddress: `${row.chain}:${row.address}`,
  createdAt: new Date(row.created_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
  revoked: row.revoked_at !== null,
})

export type NewSession = {
  id: string
  projectId: string
  address: string
  /** CAIP-2: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chain: string
  message: string
  signature: string
  nonce: string
  createdAt: Date
  expiresAt: Date
  /** sha256 (hex) of the token's secret, see `createSessionToken`. */
  tokenHash: string
}

/**
 * The sign-in sessions table, per project, each session keyed by its CAIP-10 account (chain and
 * address: `solana:5eykt…:<base58>` and `eip155:1:0x…` never meet). `insert` answers false when the message's nonce was
 * already used by this address (a replayed message), instead of throwing.
 *
 * @example
 * const sessions = createSessionStore(deps.db)
 * const session = await sessions.find(projectId, id)
 */
export function createSessionStore(db: Pick<Database, 'query'>) {
  /** The session and its token hash (null for sessions made before tokens existed). */
  const findWithTokenHash = async (
    projectId: string,
    id: string,
  ): Promise<{ session: Session; tokenHash: string | null } | undefined> => {
    const [row] = await db.query<Row>(
      `select id, address, chain, created_at, expires_at, revoked_at, token_hash
       from siwx_sessions where id = $1 and project_id = $2`,
      [id, projectId],
    )
    return row && { session: toSession(row), tokenHash: row.token_hash }
  }
  return {
    findWithTokenHash,
    async insert(s: NewSession): Promise<boolean> {
      const rows = await db.query(
        `insert into siwx_sessions (id, project_id, address, chain, chain_id, message, signature,
           nonce, created_at, expires_at, token_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (lower(address), nonce) do nothing returning id`,
        [
          s.id,
          s.projectId,
          s.address,
          s.chain,
          s.chain.startsWith('eip155:') ? Number(s.chain.slice('eip155:'.length)) : null,
          s.message,
          s.signature,
          s.nonce,
          s.createdAt.toISOString(),
          s.expiresAt.toISOString(),
          s.tokenHash,
        ],
      )
      return rows.length === 1
    },
    async find(projectId: string, id: string): Promise<Session | undefined> {
      return (await findWithTokenHash(projectId, id))?.session
    },
    /** Marks the session revoked; revoking twice keeps the first time. */
    async revoke(projectId: string, id: string, at: Date) {
      await db.query(
        `update siwx_sessions set revoked_at = coalesce(revoked_at, $3)
         where id = $1 and project_id = $2`,
        [id, projectId, at.toISOString()],
      )
    },
  }
}
