import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { openTestDatabase, templateVariable, writeTestDatabaseTemplate } from './testDatabase.ts'

const migrationNames = (folder: string) =>
  readdirSync(new URL(folder, import.meta.url)).filter((name) => name.endsWith('.sql'))

describe('test database template', () => {
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'keyport-template-test-'))
    await writeTestDatabaseTemplate(join(dir, 'pglite.tar'))
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  afterEach(() => vi.unstubAllEnvs())

  test('behavior: a database opened from the template has every migration of both servers applied', async () => {
    vi.stubEnv(templateVariable, join(dir, 'pglite.tar'))
    const db = await openTestDatabase()
    const applied = (await db.query<{ name: string }>('select name from schema_migrations')).map(
      (row) => row.name,
    )
    await db.close()
    expect(applied.sort()).toEqual(
      [...migrationNames('../migrations'), ...migrationNames('../../frame/migrations')].sort(),
    )
  })

  test('behavior: two databases from one template are independent', async () => {
    vi.stubEnv(templateVariable, join(dir, 'pglite.tar'))
    const [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()])
    await first.query('create table only_here (id int)')
    const seen = await second.query(
      "select 1 from information_schema.tables where table_name = 'only_here'",
    )
    await Promise.all([first.close(), second.close()])
    expect(seen).toEqual([])
  })
})
