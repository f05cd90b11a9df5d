import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from './Database.ts'
import { migrate } from './migrate.ts'
import { openDatabase } from './openDatabase.ts'

// A database of its own, so dropping tables here never disturbs other suites on the same server.
async function freshPostgres(url: string) {
  const admin = await openDatabase({ url })
  const name = `keyport_db_test_${process.pid}_${Date.now()}`
  await admin.exec(`create database ${name}`)
  await admin.close()
  const own = new URL(url)
  own.pathname = `/${name}`
  return openDatabase({ url: own.toString() })
}

// The same suite runs on PGlite and, when KEYPORT_TEST_DATABASE_URL is set, on PostgreSQL.
const targets = [
  { name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(process.env.KEYPORT_TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: () => freshPostgres(process.env.KEYPORT_TEST_DATABASE_URL as string),
        },
      ]
    : []),
]

describe.each(targets)('openDatabase ($name)', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await db.exec(
      'drop table if exists schema_migrations; drop table if exists projects; drop table if exists db_test',
    )
  }, 30_000)
  afterAll(() => db.close())

  test('behavior: migrations apply once and seed the dev project', async () => {
    expect(await migrate(db)).toContain('0001_projects.sql')
    expect(await migrate(db)).toEqual([])
    expect(await db.query('select id from projects')).toEqual([{ id: 'keyport-dev' }])
  })

  test('behavior: a transaction that throws leaves nothing behind', async () => {
    await db.exec('create table db_test (n int primary key)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into db_test (n) values ($1)', [1])
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await db.query('select * from db_test')).toEqual([])
    await db.transaction((tx) => tx.query('insert into db_test (n) values ($1)', [2]))
    expect(await db.query<{ n: number }>('select n from db_test')).toEqual([{ n: 2 }])
  })
})
