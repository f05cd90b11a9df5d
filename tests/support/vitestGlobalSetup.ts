import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChains } from '@keyport/server/chain/index.ts'
import {
  templateVariable,
  writeTestDatabaseTemplate,
} from '@keyport/server/db/testing/testDatabase.ts'

// The `node` and `database` projects (vitest.config.ts) both name this file, and vitest runs a
// project's global setup once per project; the projects of one run share the main process, so
// the second project reuses the first one's work through this key.
const started = Symbol.for('keyport.vitestGlobalSetup')
type WithSetup = typeof globalThis & { [started]?: Promise<void> }

/**
 * Work done once per `vitest run` instead of once per test file, before any worker starts:
 * - a migrated PGlite data folder that every PGlite test database starts from (`openTestDatabase`);
 * - the seeded chains' snapshot in `.keyport/chains` (kept between runs, keyed by what seeding
 *   depends on), so every integration test's `startChains` loads it instead of deploying.
 * Workers inherit the environment set here.
 */
export default async function setup() {
  const shared = globalThis as WithSetup
  if (shared[started]) return shared[started]
  const dir = mkdtempSync(join(tmpdir(), 'keyport-vitest-'))
  shared[started] = prepare(dir)
  await shared[started]
  return () => {
    delete shared[started]
    rmSync(dir, { recursive: true, force: true })
  }
}

async function prepare(dir: string) {
  const template = join(dir, 'pglite.tar')
  const chains = startChains({ ports: { 1: 0, 8453: 0 } }).then((chain) => chain.stop())
  // Under `npm run test:postgres` too: the frame's attack and fuzz tests run on PGlite there.
  await writeTestDatabaseTemplate(template)
  process.env[templateVariable] = template
  await chains
}
