import { openDatabase } from '@keyport/server/db/openDatabase.ts'

/** A database of its own on the PostgreSQL server at `url`, so suites never share rows. */
async function freshPostgres(url: string) {
  const admin = await openDatabase({ url })
  const name = `keyport_auth_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await admin.exec(`create database ${name}`)
  await admin.close()
  const own = new URL(url)
  own.pathname = `/${name}`
  return own.toString()
}

/**
 * The databases an auth attack runs on: PGlite always, PostgreSQL too when
 * KEYPORT_TEST_DATABASE_URL is set (`npm run test:postgres`). `databaseUrl()` is undefined for PGlite.
 *
 * @example
 * describe.each(authDatabases)('on $name', ({ databaseUrl }) => { … startTestFrame({ databaseUrl: await databaseUrl() }) })
 */
export const authDatabases = [
  { name: 'pglite', databaseUrl: async (): Promise<string | undefined> => undefined },
  ...(process.env.KEYPORT_TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          databaseUrl: async (): Promise<string | undefined> =>
            freshPostgres(process.env.KEYPORT_TEST_DATABASE_URL as string),
        },
      ]
    : []),
]
