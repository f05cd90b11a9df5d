import type { Database } from '../db/Database.ts'
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts'

/** The database could not be reached; the request may succeed when retried shortly. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError' as const
  constructor(cause: unknown) {
    super('The database is unavailable; retry shortly.', { cause })
  }
}

const rethrow = (error: unknown): never => {
  if (!(error instanceof DatabaseUnavailableError) && isDatabaseUnavailable(error))
    throw new DatabaseUnavailableError(error)
  throw error
}

/**
 * The same database, whose lost or refused connections reject with `DatabaseUnavailableError`:
 * only errors that came from the database become a 503, not a chain node's refused connection.
 *
 * @example
 * const db = watchDatabase(await openDatabase({ url }))
 * await db.query('select 1') // PostgreSQL stopped: DatabaseUnavailableError
 */
export function watchDatabase(db: Database): Database {
  return {
    kind: db.kind,
    query: <T>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params).catch(rethrow),
    exec: (sql) => db.exec(sql).catch(rethrow),
    transaction: (work) => db.transaction(work).catch(rethrow),
    close: () => db.close(),
    ...(db.dumpDataDir ? { dumpDataDir: () => db.dumpDataDir!() } : {}),
  }
}
