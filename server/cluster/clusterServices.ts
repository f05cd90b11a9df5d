import { join } from 'node:path'
import { endpointFromEnv, type Service, services } from '@keyport/stack'
import type { FrameSecrets } from './frameSecrets.ts'
import { balancerSourceAddress, haproxyConfig, type LbBackend } from './haproxy.ts'
import { instanceEndpoint } from './instanceEndpoint.ts'
import { instancesFromEnv } from './instancesFromEnv.ts'
import { here, repoRoot, tsx } from './paths.ts'
import { storeServices } from './storeServices.ts'

/** Where the Debian packages put what the cluster runs (`ensureDebianPackages`). */
export interface ClusterBinaries {
  haproxy: string
  /** The folder of PostgreSQL's binaries (initdb, postgres). */
  postgresBin: string
  redisServer: string
}

export interface ClusterServicesParameters {
  /** @default process.env */
  env?: NodeJS.ProcessEnv
  binaries: ClusterBinaries
  frameSecrets: FrameSecrets
  /** Data, the rendered haproxy.cfg and the frame's secrets. @default '<repo>/.keyport/cluster' */
  dir?: string
}

export interface ClusterServicesReturnType {
  services: Service[]
  /** The text to write to `haproxyConfigFile` before the haproxy service starts. */
  haproxyConfig: string
  haproxyConfigFile: string
  instances: number
}

/** The three scaled services: the stack's entry and the database it gets, if any. */
const scaled = [
  { name: 'api', key: 'API', port: 4000, database: 'keyport_api' },
  { name: 'relay', key: 'RELAY', port: 4001 },
  { name: 'frame', key: 'FRAME', port: 5174, database: 'keyport_frame' },
] as const

const databases = scaled.flatMap((s) => ('database' in s ? [s.database] : []))

/**
 * `npm run start:cluster`'s services for the stack runner: the stack of `services(env)` with the
 * api, the relay and the frame each run as `KEYPORT_INSTANCES` processes (instance i on the usual
 * port + 100 × i) behind HAProxy on the usual ports, on one PostgreSQL and one Redis.
 *
 * @example
 * const { services, haproxyConfig, haproxyConfigFile } = clusterServices({ binaries, frameSecrets })
 * writeFileSync(haproxyConfigFile, haproxyConfig)
 * await new Supervisor(services).run(signal)
 */
export function clusterServices({
  env = process.env,
  binaries,
  frameSecrets,
  dir = join(repoRoot, '.keyport', 'cluster'),
}: ClusterServicesParameters): ClusterServicesReturnType {
  const instances = instancesFromEnv(env)
  const { services: stores, postgres, redis } = storeServices({ env, dir, binaries, databases })
  const stats = endpointFromEnv(env, 'LB_STATS', 8404)
  const databaseUrl = (name: string) =>
    `postgres://postgres@${postgres.host}:${postgres.port}/${name}`
  const shared = {
    REDIS_URL: redis.url,
    // HAProxy connects from its own loopback address: a client on 127.0.0.1 is not believed.
    KEYPORT_TRUSTED_PROXIES: balancerSourceAddress,
    KEYPORT_LOG_FORMAT: 'json',
  }
  const stack = services(env)
  const byName = new Map(stack.map((service) => [service.name, service]))
  const backends: LbBackend[] = []
  const replicas: Service[] = []
  for (const scale of scaled) {
    const { name, key, port } = scale
    const base = byName.get(name)
    if (!base) throw new Error(`services() has no ${name} to scale.`)
    const lb = endpointFromEnv(env, key, port)
    const servers = Array.from({ length: instances }, (_, index) => {
      const endpoint = instanceEndpoint(lb, index + 1)
      const swap = (url: string) =>
        url.replace(`${lb.host}:${lb.port}`, `${lb.host}:${endpoint.port}`)
      const database = 'database' in scale ? scale.database : undefined
      replicas.push({
        ...base,
        name: `${name}-${index + 1}`,
        // Started again when it dies (runInstance), instead of the runner stopping the cluster.
        command: tsx,
        args: [join(here, 'runInstance.ts'), base.command, ...base.args],
        url: swap(base.url),
        healthUrl: swap(base.healthUrl ?? base.url),
        env: {
          ...base.env,
          ...shared,
          [lb.env]: String(endpoint.port),
          ...(database ? { DATABASE_URL: databaseUrl(database) } : {}),
          ...(name === 'api' ? { KEYPORT_API_URL: lb.url } : {}),
          ...(name === 'frame'
            ? {
                KEYPORT_FRAME_URL: lb.url,
                KEYPORT_FRAME_SECRET: frameSecrets.secret,
                KEYPORT_FRAME_RECOVERY_KEY: frameSecrets.recoveryKey,
              }
            : {}),
        },
        dependsOn: [...(base.dependsOn ?? []), ...(database ? ['postgres'] : []), 'redis'],
        ports: [endpoint],
      })
      // HAProxy reads 0.0.0.0 as "the address the client connected to": name loopback instead.
      const host = lb.host === '0.0.0.0' ? '127.0.0.1' : lb.host
      return { name: `${name}-${index + 1}`, host, port: endpoint.port }
    })
    backends.push({
      name,
      bind: { host: lb.host, port: lb.port },
      servers,
      healthPath: '/health',
      websocket: name === 'relay',
    })
  }

  const haproxyConfigFile = join(dir, 'haproxy.cfg')
  const balancer: Service = {
    name: 'haproxy',
    url: `${stats.url}/`,
    command: binaries.haproxy,
    args: ['-f', haproxyConfigFile, '-db'],
    cwd: repoRoot,
    env: {},
    dependsOn: replicas.map((replica) => replica.name),
    ports: [...scaled.map(({ key, port }) => endpointFromEnv(env, key, port)), stats],
  }
  // Whoever waited for one of the scaled services now waits for the balancer in front of them.
  const scaledNames: readonly string[] = scaled.map((s) => s.name)
  const rewire = (service: Service): Service => {
    const dependsOn = service.dependsOn?.map((d) => (scaledNames.includes(d) ? 'haproxy' : d))
    return dependsOn ? { ...service, dependsOn: [...new Set(dependsOn)] } : service
  }
  const rest = stack
    .filter((service) => !scaledNames.includes(service.name))
    .map((service) =>
      service.name === 'idp'
        ? {
            ...service,
            env: { ...service.env, REDIS_URL: redis.url },
            dependsOn: [...(service.dependsOn ?? []), 'redis'],
          }
        : rewire(service),
    )
  return {
    services: [...stores, ...rest, ...replicas, balancer],
    haproxyConfig: haproxyConfig(backends, {
      statsPort: stats.port,
      sourceAddress: balancerSourceAddress,
    }),
    haproxyConfigFile,
    instances,
  }
}
