import type { Client } from 'pg'

// The indexer's session advisory lock: (space, 1). Two-number keys never meet the migrations'
// one-number lock; the treasury's locks use space 24_001.
const indexerLockSpace = 24_002
const indexerLockId = 1

export type CreateIndexerLeadershipParameters = {
  /** The PostgreSQL the indexers write to: the lock is taken there. */
  url: string
  /** How often a standby tries the lock, and the leader checks its connection. @default 3000 */
  retryMs?: number
  log: (message: string, error?: unknown) => void
}

export type IndexerLeadership = {
  /** Whether this process holds the lock and so indexes. */
  readonly leading: boolean
  /** Gives the lock up (closing its connection frees it) and stops trying. */
  stop(): Promise<void>
}

/**
 * One indexer among the API processes on one PostgreSQL: each tries a session advisory lock
 * (`pg_try_advisory_lock`) on a connection of its own; the one that gets it leads, the others
 * retry every `retryMs`. When the leader stops or dies its connection closes, the lock frees and
 * a standby takes it at its next try. The leader checks its connection at the same pace, and
 * stops leading the moment it breaks.
 *
 * @example
 * const leadership = createIndexerLeadership({ url: process.env.DATABASE_URL, log })
 * if (leadership.leading) await indexer.step()
 */
export function createIndexerLeadership({
  url,
  retryMs = 3000,
  log,
}: CreateIndexerLeadershipParameters): IndexerLeadership {
  let client: Client | undefined
  let leading = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void attempt(), retryMs)
  }
  const drop = (connection: Client, why: string) => {
    if (client !== connection) return
    client = undefined
    if (leading) log(`lost the indexer lock (${why}); a standby takes over`)
    leading = false
    void connection.end().catch(() => undefined)
    schedule()
  }
  const connect = async () => {
    const { default: pg } = await import('pg')
    const connection = new pg.Client({ connectionString: url, keepAlive: true })
    connection.on('error', () => drop(connection, 'connection error'))
    connection.on('end', () => drop(connection, 'connection closed'))
    try {
      await connection.connect()
    } catch {
      await connection.end().catch(() => undefined)
      return undefined
    }
    client = connection
    return connection
  }
  const attempt = async () => {
    const connection = client ?? (await connect())
    if (!connection) return schedule()
    try {
      if (leading) await connection.query('select 1')
      else {
        const { rows } = await connection.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1, $2) as ok',
          [indexerLockSpace, indexerLockId],
        )
        if (rows[0]?.ok && !stopped) {
          leading = true
          log('this process holds the indexer lock and indexes')
        }
      }
      schedule()
    } catch (cause) {
      drop(connection, String(cause))
    }
  }
  void attempt()

  return {
    get leading() {
      return leading
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      leading = false
      const connection = client
      client = undefined
      await connection?.end().catch(() => undefined)
    },
  }
}
