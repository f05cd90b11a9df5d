import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { sourceCondition } from './scripts/build/publishedExports.ts'
import { sourceResolve } from './scripts/build/sourceResolve.ts'
import { withSourceCondition } from './scripts/build/withSourceCondition.ts'

// Keyport's packages load from source here, in Vite's resolver and in every child process a test
// starts (tsx, the CLI, servers): they inherit NODE_OPTIONS.
process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)

const globalSetup = fileURLToPath(new URL('tests/support/vitestGlobalSetup.ts', import.meta.url))

// In Node, packages resolve as Node resolves them: without Vite's 'module' condition, which
// picks ES builds some packages never made loadable by Node (@walletconnect/pay's imports
// 'brotli/decompress' without an extension).
const nodeResolve = { conditions: [sourceCondition, 'node', 'development|production'] }

/**
 * The suites that run on PostgreSQL in `npm run test:postgres`, and on PGlite otherwise: the
 * `database` project. `npm test` runs them once, in its PostgreSQL step, and leaves them out of its
 * unit step (`scripts/test/testSteps.ts`). The relay's integration tests use no database.
 */
const databaseSuites = [
  'server/db/**/*.test.ts',
  'tests/integration/!(relay-*).test.ts',
  'tests/security/{auth,keys}-*.test.ts',
  // Its concurrency attack starts two API processes on one PostgreSQL: the cluster's case.
  'tests/security/paymaster-policy.test.ts',
]
const defaultExclude = ['**/node_modules/**', '**/dist/**']

/** The server, script, bench and integration suites that need no database (the CLI's: below). */
const nodeSuites = [
  '{server,scripts,bench}/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.ts',
  'tests/security/**/*.test.ts',
  'tests/wallet/**/*.test.ts',
  'tests/wc-wallet/**/*.test.ts',
]
/**
 * Of those, the files that run in a fresh worker process each (the `node` project): the CLI's, which
 * generate apps and plugins and check them with child processes, and every file that failed in a
 * shared worker in either of two orders (vitest's, and shuffled with seed 4242; 2026-11-29, at
 * load 15 to 20: some may only have timed out). The others share workers (`node-shared`); a file
 * that needs a fresh module graph (it stubs modules or reads state once at import) belongs here.
 */
const isolatedNodeSuites = [
  'cli/**/*.test.{ts,tsx}',
  'bench/budget.test.ts',
  'server/cluster/keepAlive.test.ts',
  'server/deployDocs.test.ts',
  'server/frame/auth/custodianChallenges.test.ts',
  'server/frame/auth/custodianStore.test.ts',
  'server/frame/devClock.test.ts',
  'server/frame/emailLogin.test.ts',
  'server/frame/securityHeaders.test.ts',
  'server/stack/serviceEntry.test.ts',
  'server/stack/Supervisor.test.ts',
  'tests/security/connect-legal-href.test.ts',
  'tests/wallet/announce.test.ts',
]

// The migrated database template and the seeded chain snapshot (tests/support/vitestGlobalSetup.ts),
// made once per run and only for the projects that start servers (the UI tests use neither). The
// CLI's test checkouts copy this config without the servers, so they run without it.
const serverGlobalSetup = existsSync(globalSetup) ? [globalSetup] : []

/**
 * vitest's own order (projects one after another, the slowest or largest files first), with the
 * files of a project that shares workers (`isolate: false`) grouped by environment. vitest hands a
 * worker on only to a next file of the same project and environment; in its order the `ui`
 * project's jsdom and node files alternate (30 to 70 switches), and each switch started a new
 * worker that set up jsdom and imported React, the kernel and the views again. Grouped, the `ui`
 * project took 166 s of CPU instead of 251 s (README, "The time budget").
 */
class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const groups = new Map<string, TestSpecification[]>()
    for (const spec of sorted) {
      // The same comment vitest reads to pick a file's environment.
      const environment = spec.project.config.isolate
        ? ''
        : (readFileSync(spec.moduleId, 'utf8').match(
            /@(?:vitest|jest)-environment\s+([\w-]+)\b/,
          )?.[1] ?? spec.project.config.environment)
      const key = `${spec.project.name}\0${environment}`
      groups.set(key, [...(groups.get(key) ?? []), spec])
    }
    return [...groups.values()].flat()
  }
}

export default defineConfig({
  resolve: sourceResolve.resolve,
  ssr: { resolve: nodeResolve },
  // The environment Vitest runs global setup in (tests/support/vitestGlobalSetup.ts imports the
  // servers, which import @keyport/stack) resolves from source too.
  environments: { __vitest__: { resolve: nodeResolve } },
  plugins: [react()],
  test: {
    exclude: defaultExclude,
    environment: 'node',
    setupFiles: ['kernel/src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // jsdom tests wait for lazily imported views (findBy* waits up to 5 s, kernel/src/testing/setup.ts);
    // the default 5 s per test is too short for that on a busy 2-core machine.
    testTimeout: 20_000,
    // Measured on this 2-core machine (README, "Tests"): vitest's default of one worker per core
    // less one leaves a core idle while a file waits on its chains, servers or child processes.
    maxWorkers: 2,
    sequence: { sequencer: ByEnvironment },
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['{kernel,plugins,sandbox}/**/*.test.{ts,tsx}'],
          // The modal's and plugins' unit tests share nothing but modules, which they only read:
          // one module graph per worker instead of one per file halves this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          globalSetup: serverGlobalSetup,
          include: isolatedNodeSuites,
          exclude: [...defaultExclude, ...databaseSuites],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-shared',
          globalSetup: serverGlobalSetup,
          include: nodeSuites,
          exclude: [...defaultExclude, ...databaseSuites, ...isolatedNodeSuites],
          // A fresh worker process per file costs about 0.7 s of CPU (server/api: 51.6 s of CPU
          // isolated, 26.2 s shared; these 161 files about 215 s shared, some 400 s isolated).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'database', globalSetup: serverGlobalSetup, include: databaseSuites },
      },
    ],
  },
})
