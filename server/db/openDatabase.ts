import type { Database } from './Database.ts'

export type OpenDatabaseParameters = {
  /** A PostgreSQL URL; when absent, PGlite runs embedded. @default process.env.DATABASE_URL */
  url?: string
  /** PGlite's data folder; `memory://` keeps nothing. @default '.keyport/pgdata' */
  dataDir?: string
  /**
   * A PGlite data folder dumped by `dumpDataDir` (an uncompressed tar) to start from instead of an
   * empty cluster: what tests use to skip `initdb` and migrations (`server/db/testing`).
   */
  loadDataDir?: Blob
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (same SQL, one schema).
 *
 * @example
 * const db = await openDatabase({ dataDir: 'memory://' })
 * await db.query('select 1 as one')
 */
export async function openDatabase({
  url,
  dataDir = '.keyport/pgdata',
  loadDataDir,
}: OpenDatabaseParameters = {}): Promise<Database> {
  if (url) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // PostgreSQL stopping or restarting drops idle connections: pg reports that as an 'error'
    // event, which would crash the process unheard. The pool has already discarded the client and
    // opens a new one on the next query, so the server recovers once PostgreSQL is back.
    pool.on('error', (error) => console.warn(`[db] PostgreSQL connection lost: ${error.message}`))
    await pool.query('select 1')
    return {
      kind: 'postgres',
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      exec: async (sql) => void (await pool.query(sql)),
      async transaction(work) {
        const client = await pool.connect()
        // A checked-out client has no pool listener: its lost connection fails the statement.
        const ignore = () => {}
        client.on('error', ignore)
        try {
          await client.query('begin')
          const result = await work({
            query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          })
          await client.query('commit')
          return result
        } catch (error) {
          await client.query('rollback')
          throw error
        } finally {
          client.removeListener('error', ignore)
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const lite = await PGlite.create(loadDataDir ? { dataDir, loadDataDir } : { dataDir })
  return {
    kind: 'pglite',
    query: async (sql, params) => (await lite.query(sql, params as unknown[])).rows as never[],
    exec: async (sql) => void (await lite.exec(sql)),
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never[],
        }),
      ),
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
  }
}
