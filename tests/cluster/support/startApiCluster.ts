import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { startPostgresCluster } from '../../support/postgres.ts'
import { ensureRedisServer, startRedis } from '../../support/redis.ts'
import { startBalancedInstances } from './startBalancedInstances.ts'
import { startServiceProcess } from './startServiceProcess.ts'

export type StartApiClusterParameters = {
  /** Requests per minute per project and client IP (`KEYPORT_API_RATE_LIMIT`). @default 20 */
  rateLimit?: number
}

/**
 * Two data API processes (`server/api/start.ts`, as `npm start` runs it) on one PostgreSQL and
 * one Redis, behind HAProxy: what the API's fault tests need and nothing else. No chains: the
 * faults are in the processes, the database and Redis, and Sign-In With Solana (the session the
 * tests keep) is verified without a chain. The instances share one public URL, and so one set
 * of rate-limit counters, and trust the balancer's X-Forwarded-For.
 *
 * @example
 * const cluster = await startApiCluster()
 * await cluster.instances[0].process.kill()
 * await fetch(`${cluster.url}/health`) // still 200, from instance 2
 */
export async function startApiCluster({ rateLimit = 20 }: StartApiClusterParameters = {}) {
  const redisServer = ensureRedisServer()
  if (!redisServer.path) throw new Error(`The API fault tests need Redis: ${redisServer.reason}`)
  const dir = mkdtempSync(join(tmpdir(), 'keyport-api-cluster-'))
  const deploymentFile = join(dir, 'deployment.json')
  writeFileSync(
    deploymentFile,
    JSON.stringify({ generatedAt: new Date().toISOString(), chains: [] }),
  )
  const [pgPort, redisPort, lbPort, ...ports] = await Promise.all(
    [0, 0, 0, 0, 0].map(() => freePort('127.0.0.1', 0)),
  )
  const postgres = startPostgresCluster(pgPort!)
  const redis = await startRedis(redisServer.path, redisPort!)
  const url = `http://127.0.0.1:${lbPort}`
  const env = (port: number): NodeJS.ProcessEnv => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    KEYPORT_API_HOST: '127.0.0.1',
    KEYPORT_API_PORT: String(port),
    KEYPORT_API_URL: url,
    KEYPORT_API_RATE_LIMIT: String(rateLimit),
    KEYPORT_TRUSTED_PROXIES: '127.0.0.1',
    KEYPORT_DEPLOYMENT_FILE: deploymentFile,
    // No chain runs, so there is nothing to index.
    KEYPORT_INDEXER: 'off',
  })
  // Both migrate at once under migrate()'s advisory lock.
  const service = await startBalancedInstances({
    name: 'api',
    scheme: 'http',
    ports: ports.map((port) => port!),
    balancerPort: lbPort!,
    start: (port) =>
      startServiceProcess({
        startFile: 'server/api/start.ts',
        env: env(port),
        ready: /^data API on /,
      }),
  })
  return {
    /** The load balancer's URL. */
    url,
    instances: service.instances,
    postgres,
    redis,
    balancer: service.balancer,
    revive: service.revive,
    output: service.output,
    /** Stops everything it started, whatever fails on the way. */
    async stop() {
      await service.stop()
      redis.stop()
      try {
        postgres.stop()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
