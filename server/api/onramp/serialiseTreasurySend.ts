import type { Database } from '../../db/Database.ts'

// The first key of the treasury's advisory locks (the second is the treasury's hashed name); the
// migrations lock with a one-number key, which PostgreSQL keeps apart from two-number keys.
const treasuryLockSpace = 24_001

// Per database handle, so two API instances in one test process queue apart, as two processes do.
const queues = new WeakMap<Database, Map<string, Promise<unknown>>>()

/**
 * Runs the treasury sends named `key` (`eip155:1:0xa0Ee…`) one at a time: within this process by
 * a queue, and on PostgreSQL across every process by a transaction-scoped advisory lock held
 * around "read the nonce, sign, send, wait for the block", so two API processes never sign with
 * one nonce. PGlite is one process's database: the queue is enough there.
 *
 * @example
 * const hash = await serialiseTreasurySend(deps.db, `eip155:1:${treasury}`, () => send())
 */
export function serialiseTreasurySend<T>(
  db: Database,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const mine = queues.get(db) ?? new Map<string, Promise<unknown>>()
  queues.set(db, mine)
  const locked = () =>
    db.kind === 'postgres'
      ? db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [treasuryLockSpace, key])
          return work()
        })
      : work()
  const next = (mine.get(key) ?? Promise.resolve()).catch(() => {}).then(locked)
  mine.set(key, next)
  return next
}
