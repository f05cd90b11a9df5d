import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './Database.ts'

const defaultFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies the SQL files in `server/db/migrations` not yet applied, in name order, and records
 * them, all in one transaction under an advisory lock: several processes (two API instances, or
 * parallel test files on one database) can migrate at once and each file still runs once. Another
 * server passes its own `folder` (file names must not clash: they share one record).
 */
export async function migrate(db: Database, folder = defaultFolder): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(4242)')
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    )
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    )
    const applied: string[] = []
    for (const name of files) {
      if (done.has(name)) continue
      const sql = readFileSync(join(folder, name), 'utf8')
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement)
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
      applied.push(name)
    }
    return applied
  })
}
