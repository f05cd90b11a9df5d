// `npm run test:cluster`: installs Debian's haproxy, postgresql and redis-server when one is
// missing and we are root (a fresh CI machine), so no test waits on apt, then runs tests/cluster
// apart from the unit and PostgreSQL steps. Each file starts its own small cluster (HAProxy,
// PostgreSQL, Redis, service processes) on free ports and kills parts of it.
// Vitest's Node API with the settings inline rather than a config file: a `vitest -c` in a
// package.json script would become knip's only view of the root's tests.
import { fileURLToPath } from 'node:url'
import { ensureHaproxy } from '@keyport/server/cluster/haproxy.ts'
import { startVitest } from 'vitest/node'
import { sourceCondition } from '../../scripts/build/publishedExports.ts'
import { sourceResolve } from '../../scripts/build/sourceResolve.ts'
import { withSourceCondition } from '../../scripts/build/withSourceCondition.ts'
import { ensurePostgres } from '../support/postgres.ts'
import { ensureRedisServer } from '../support/redis.ts'

const redis = ensureRedisServer()
if (!redis.path) throw new Error(`The cluster fault tests need redis-server: ${redis.reason}`)
console.log(
  `haproxy: ${ensureHaproxy()}; postgresql: ${ensurePostgres()}; redis-server: ${redis.path}`,
)

// The services run as child processes and load Keyport's packages from source, as under
// `npm start`: they inherit NODE_OPTIONS.
process.env.NODE_OPTIONS = withSourceCondition(process.env.NODE_OPTIONS)

const vitest = await startVitest(
  'test',
  process.argv.slice(2),
  {
    config: false,
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    watch: false,
  },
  {
    resolve: sourceResolve.resolve,
    ssr: { resolve: { conditions: [sourceCondition, 'node', 'development|production'] } },
  },
)
await vitest.close()
