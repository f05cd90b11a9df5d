import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './Database.ts'

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies the SQL files in `server/db/migrations` not yet applied, in name order, each in its own
 * transaction, and records them. Safe to run at every start and from several processes.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const name of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue
    const sql = readFileSync(join(folder, name), 'utf8')
    await db.transaction(async (tx) => {
      // Postgres takes the lock; a second process waits, then sees the row and skips.
      await tx.query('select pg_advisory_xact_lock(4242)')
      const again = await tx.query('select 1 from schema_migrations where name = $1', [name])
      if (again.length > 0) return
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean))
        await tx.query(statement)
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
      applied.push(name)
    })
  }
  return applied
}
