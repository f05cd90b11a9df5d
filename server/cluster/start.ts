// `npm run start:cluster`: the local stack with KEYPORT_INSTANCES (default 3) processes each of
// the api, the relay and the frame behind HAProxy, on Debian's PostgreSQL and Redis, until
// Ctrl-C. Data stays in .keyport/cluster/ between runs. --verbose streams every process's output.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Supervisor } from '../stack/Supervisor.ts'
import { clusterServices } from './clusterServices.ts'
import { ensureDebianPackages, haproxyPackage, postgresqlPackage, redisPackage } from './debian.ts'
import { loadFrameSecrets } from './frameSecrets.ts'

const argv = process.argv.slice(2)
const unknown = argv.filter((arg) => arg !== '--verbose')
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run start:cluster [-- --verbose]`)
  process.exit(2)
}

let supervisor: Supervisor
try {
  const [haproxy, postgresBin, redisServer] = ensureDebianPackages([
    haproxyPackage,
    postgresqlPackage,
    redisPackage,
  ]) as [string, string, string]
  // npm runs scripts in the repository's root.
  const dir = resolve('.keyport', 'cluster')
  const plan = clusterServices({
    dir,
    binaries: { haproxy, postgresBin, redisServer },
    frameSecrets: loadFrameSecrets(join(dir, 'frame-secrets.json')),
  })
  mkdirSync(dirname(plan.haproxyConfigFile), { recursive: true })
  writeFileSync(plan.haproxyConfigFile, plan.haproxyConfig)
  console.log(`Keyport cluster: ${plan.instances} instances each of api, relay and frame.`)
  supervisor = new Supervisor(plan.services, {
    verbose: argv.includes('--verbose') || process.env.KEYPORT_STACK_VERBOSE === '1',
    healthTimeoutMs: Number(process.env.KEYPORT_STACK_HEALTH_TIMEOUT_MS || 120_000),
  })
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

const stop = new AbortController()
let firstSignalAt = 0
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stop.signal.aborted) {
      firstSignalAt = Date.now()
      console.log('\nStopping the Keyport cluster...')
      stop.abort()
    } else if (Date.now() - firstSignalAt > 500) {
      // A second Ctrl-C means "now" (tsx can relay one Ctrl-C twice, hence the grace).
      supervisor.killAll()
      process.exit(1)
    }
  })
}
process.on('exit', () => supervisor.killAll())

process.exit(await supervisor.run(stop.signal))
