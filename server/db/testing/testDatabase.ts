import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database } from '../Database.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'

/** Where `writeTestDatabaseTemplate` left its dump for this test run (set by the global setup). */
export const templateVariable = 'KEYPORT_TEST_PGLITE_TEMPLATE'

/** Every schema the servers migrate: the data API's and the frame's auth service's. */
const migrationFolders = [
  undefined,
  fileURLToPath(new URL('../../frame/migrations', import.meta.url)),
] as const

/**
 * Migrates a fresh in-memory PGlite with every server's migrations and writes its data folder to
 * `file`, once per test run: each test database then starts from it instead of running `initdb`
 * and the migrations again (about 1.5 s of CPU each).
 *
 * @example
 * await writeTestDatabaseTemplate('/tmp/keyport-test/pglite.tar')
 */
export async function writeTestDatabaseTemplate(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' })
  try {
    for (const folder of migrationFolders) await migrate(db, folder)
    const dump = await db.dumpDataDir?.()
    if (!dump) throw new Error('Only PGlite can be dumped as a test database template.')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
}

/**
 * A fresh, empty database for one test: PostgreSQL when `url` is given, else an in-memory PGlite,
 * started from the run's migrated template when the global setup made one. Servers still run
 * `migrate` on it; with the template that finds nothing left to do.
 *
 * @example
 * const db = await openTestDatabase(process.env.KEYPORT_TEST_DATABASE_URL)
 */
export async function openTestDatabase(url?: string): Promise<Database> {
  if (url) return openDatabase({ url })
  const template = process.env[templateVariable]
  return openDatabase({
    dataDir: 'memory://',
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  })
}
