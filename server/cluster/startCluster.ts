import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Supervisor } from '../stack/Supervisor.ts'
import { type ClusterBinaries, clusterServices } from './clusterServices.ts'
import { ensureDebianPackages, haproxyPackage, postgresqlPackage, redisPackage } from './debian.ts'
import { loadFrameSecrets } from './frameSecrets.ts'

export interface StartClusterParameters {
  /** Ports, instances and anything the services read; handed to every process. @default process.env */
  env?: NodeJS.ProcessEnv
  /** Aborting stops every process. */
  signal: AbortSignal
  /** Stream every process's output, prefixed by its name. @default false */
  verbose?: boolean
  /** Data, haproxy.cfg and the frame's secrets. @default '.keyport/cluster' in the working directory */
  dir?: string
  /** @default console.log */
  print?: (line: string) => void
}

/**
 * Runs the cluster until `signal` aborts or a process dies for good: installs Debian's haproxy,
 * postgresql and redis-server when missing (as root), makes the frame's shared secrets once,
 * writes haproxy.cfg and starts every service in dependency order. Resolves with the exit code
 * (0 after `signal` aborted). What `npm run start:cluster` runs.
 *
 * @example
 * const stop = new AbortController()
 * const exited = startCluster({ env: { ...process.env, KEYPORT_INSTANCES: '2' }, signal: stop.signal })
 * // … wait for http://127.0.0.1:4000/health, run the load …
 * stop.abort()
 * await exited
 */
export async function startCluster({
  env = process.env,
  signal,
  verbose = false,
  dir = resolve('.keyport', 'cluster'),
  print = console.log,
}: StartClusterParameters): Promise<number> {
  const [haproxy, postgresBin, redisServer] = ensureDebianPackages([
    haproxyPackage,
    postgresqlPackage,
    redisPackage,
  ]) as [string, string, string]
  const binaries: ClusterBinaries = { haproxy, postgresBin, redisServer }
  const plan = clusterServices({
    env,
    dir,
    binaries,
    frameSecrets: loadFrameSecrets(join(dir, 'frame-secrets.json')),
  })
  mkdirSync(dirname(plan.haproxyConfigFile), { recursive: true })
  writeFileSync(plan.haproxyConfigFile, plan.haproxyConfig)
  print(`Keyport cluster: ${plan.instances} instances each of api, relay and frame.`)
  // The chains, the bundlers and the rest read their ports from their own environment.
  const given = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const withEnv = plan.services.map((service) => ({
    ...service,
    env: { ...given, ...service.env },
  }))
  const supervisor = new Supervisor(withEnv, {
    verbose,
    healthTimeoutMs: Number(env.KEYPORT_STACK_HEALTH_TIMEOUT_MS || 120_000),
    print,
  })
  const killAll = () => supervisor.killAll()
  process.once('exit', killAll)
  try {
    return await supervisor.run(signal)
  } finally {
    process.off('exit', killAll)
  }
}
