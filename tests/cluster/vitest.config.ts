import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceCondition } from '../../scripts/build/publishedExports.ts'
import { sourceResolve } from '../../scripts/build/sourceResolve.ts'
import { withSourceCondition } from '../../scripts/build/withSourceCondition.ts'

// The fault tests run the services as child processes (tsx), which load Keyport's packages from
// source as `npm start` does: they inherit NODE_OPTIONS.
process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)

const nodeResolve = { conditions: [sourceCondition, 'node', 'development|production'] }

/**
 * `npm run test:cluster`: only tests/cluster, apart from the unit and PostgreSQL steps. Each file
 * starts its own small cluster (HAProxy, PostgreSQL, Redis, service processes) and kills parts of
 * it; the two files run side by side on free ports.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: sourceResolve.resolve,
  ssr: { resolve: nodeResolve },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
})
