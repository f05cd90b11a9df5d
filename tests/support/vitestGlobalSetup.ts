import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChains } from '@keyport/server/chain/index.ts'
import {
  templateVariable,
  writeTestDatabaseTemplate,
} from '@keyport/server/db/testing/testDatabase.ts'

/**
 * Work done once per `vitest run` instead of once per test file, before any worker starts:
 * - a migrated PGlite data folder that every test database starts from (`openTestDatabase`);
 * - the seeded chains' snapshot in `.keyport/chains` (kept between runs, keyed by what seeding
 *   depends on), so every integration test's `startChains` loads it instead of deploying.
 * Workers inherit the environment set here.
 */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'keyport-vitest-'))
  const template = join(dir, 'pglite.tar')
  const chains = startChains({ ports: { 1: 0, 8453: 0 } }).then((started) => started.stop())
  if (!process.env.KEYPORT_TEST_DATABASE_URL) {
    await writeTestDatabaseTemplate(template)
    process.env[templateVariable] = template
  }
  await chains
  return () => rmSync(dir, { recursive: true, force: true })
}
