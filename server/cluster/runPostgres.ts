// One supervised PostgreSQL for `npm run start:cluster`: initdb once, run the server in the
// foreground, create the services' databases, then answer GET /health on --health-port. The
// api and the frame migrate their own database on start (server/db/migrate.ts).

import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startHealthServer } from './healthServer.ts'

const { values } = parseArgs({
  options: {
    bin: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    'health-port': { type: 'string' },
    database: { type: 'string', multiple: true },
  },
})
const { bin, dir } = values
const port = Number(values.port)
const healthPort = Number(values['health-port'])
if (!bin || !dir || !port || !healthPort) {
  console.error(
    'Usage: runPostgres --bin <dir> --dir <data> --port <n> --health-port <n> [--database <name>]…',
  )
  process.exit(2)
}
const root = resolve(dir)
const data = join(root, 'data')
// initdb and postgres refuse to run as root: as root, run them as the postgres user Debian's
// package made (spawned with its uid directly, so signals reach postgres itself).
const asRoot = process.getuid?.() === 0
const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
const owner = asRoot ? { uid: id('-u'), gid: id('-g') } : {}
mkdirSync(root, { recursive: true })
if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', root])
if (!existsSync(join(data, 'PG_VERSION'))) {
  // Trust on loopback only (listen_addresses below): a development cluster on one machine.
  const initdb = ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']
  const result = spawnSync(join(bin, 'initdb'), initdb, { ...owner, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(`initdb failed: ${result.stderr || result.stdout}`)
    process.exit(1)
  }
}
const postgresArgs = ['-D', data, '-p', String(port), '-k', root]
const settings = ['listen_addresses=127.0.0.1', 'max_connections=300']
const server = spawn(
  join(bin, 'postgres'),
  [...postgresArgs, ...settings.flatMap((setting) => ['-c', setting])],
  { ...owner, stdio: 'inherit' },
)
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.kill('SIGINT')) // PostgreSQL's fast shutdown

const health = await startHealthServer(healthPort)
const admin = `postgres://postgres@127.0.0.1:${port}/postgres`
for (;;) {
  const client = new pg.Client({ connectionString: admin })
  try {
    await client.connect()
    for (const name of values.database ?? []) {
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`)
    }
    break
  } catch {
    await sleep(100) // still starting (or recovering after a kill)
  } finally {
    await client.end().catch(() => {})
  }
}
health.ready()
console.log(`PostgreSQL on 127.0.0.1:${port}, data in ${data}`)
