import { join } from 'node:path'
import { type Endpoint, endpointFromEnv, type Service } from '@keyport/stack'
import type { ClusterBinaries } from './clusterServices.ts'
import { instanceEndpoint } from './instanceEndpoint.ts'
import { here, repoRoot, tsx } from './paths.ts'

export interface StoreServicesParameters {
  env: NodeJS.ProcessEnv
  dir: string
  binaries: ClusterBinaries
  /** Created in PostgreSQL when missing. */
  databases: string[]
}

/**
 * The cluster's PostgreSQL (5433) and Redis (6380) as stack services, each under a small runner
 * that answers `GET /health` on its port + 100 once the store is ready (the stack runner checks
 * health over HTTP).
 *
 * @example
 * const { services, postgres, redis } = storeServices({ env, dir, binaries, databases: ['keyport_api'] })
 */
export function storeServices({ env, dir, binaries, databases }: StoreServicesParameters) {
  const postgres = endpointFromEnv(env, 'POSTGRES', 5433, 'postgres')
  const redis = endpointFromEnv(env, 'REDIS', 6380, 'redis')
  const store = (name: string, endpoint: Endpoint, runner: string, args: string[]): Service => {
    const health = instanceEndpoint({ ...endpoint, url: '' }, 1)
    return {
      name,
      url: endpoint.url,
      healthUrl: `http://127.0.0.1:${health.port}/health`,
      command: tsx,
      args: [
        join(here, runner),
        ...args,
        ...['--dir', join(dir, name), '--port', String(endpoint.port)],
        ...['--health-port', String(health.port)],
      ],
      cwd: repoRoot,
      env: {},
      ports: [endpoint, health],
    }
  }
  return {
    services: [
      store('postgres', postgres, 'runPostgres.ts', [
        ...['--bin', binaries.postgresBin],
        ...databases.flatMap((database) => ['--database', database]),
      ]),
      store('redis', redis, 'runRedis.ts', ['--bin', binaries.redisServer]),
    ],
    postgres,
    redis,
  }
}
