import type { Database } from '../../db/Database.ts'

/**
 * Where the recovery custodian keeps its open challenges, by their MAC (the custodian computes
 * it; the challenge itself is never stored). `spend` is single use: of two calls with one MAC at
 * most one returns true, in one process or across processes on one database.
 */
export type CustodianChallenges = {
  issue(mac: string, expiresAt: number, now: number): Promise<void>
  /** True when `mac` was issued, not spent yet and not expired at `now`; it is spent either way. */
  spend(mac: string, now: number): Promise<boolean>
}

/** Challenges in this process's memory (tests, or a custodian that runs as one process). */
export function createMemoryCustodianChallenges(): CustodianChallenges {
  const open = new Map<string, number>()
  return {
    async issue(mac, expiresAt, now) {
      for (const [key, expires] of open) if (expires <= now) open.delete(key)
      open.set(mac, expiresAt)
    },
    async spend(mac, now) {
      const expires = open.get(mac)
      open.delete(mac)
      return expires !== undefined && expires > now
    },
  }
}

/**
 * Challenges in the frame's database (`frame_custodian_challenges`), so one issued by one frame
 * process can be answered at another. A challenge is spent by deleting its row in one statement
 * (`delete … returning`): two processes cannot both spend it. Expired rows are swept on every
 * issue and spend.
 *
 * @example
 * const challenges = createDatabaseCustodianChallenges(db)
 */
export function createDatabaseCustodianChallenges(
  db: Pick<Database, 'query'>,
): CustodianChallenges {
  const sweep = (now: number) =>
    db.query('delete from frame_custodian_challenges where expires_at <= $1', [new Date(now)])
  return {
    async issue(mac, expiresAt, now) {
      await sweep(now)
      await db.query(
        'insert into frame_custodian_challenges (challenge_mac, expires_at) values ($1, $2)',
        [mac, new Date(expiresAt)],
      )
    },
    async spend(mac, now) {
      const rows = await db.query<{ expires_at: Date }>(
        'delete from frame_custodian_challenges where challenge_mac = $1 returning expires_at',
        [mac],
      )
      await sweep(now)
      const expires = rows[0]?.expires_at
      return expires !== undefined && new Date(expires).getTime() > now
    },
  }
}
