import { spawn } from 'node:child_process'
import { startPostgresCluster } from './postgres.ts'

// Runs a command (the database and integration tests) with KEYPORT_TEST_DATABASE_URL pointing at a
// fresh Debian PostgreSQL cluster, then removes the cluster. Usage: tsx with-postgres.ts cmd args…
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: tsx tests/support/with-postgres.ts <command> [args…]')
  process.exit(2)
}
const port = Number(process.env.KEYPORT_TEST_PG_PORT ?? 54329)
const cluster = startPostgresCluster(port)
console.log(`PostgreSQL test cluster on ${cluster.url}`)
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, KEYPORT_TEST_DATABASE_URL: cluster.url },
})
const stop = () => cluster.stop()
process.once('SIGINT', () => child.kill('SIGINT'))
child.on('exit', (code, signal) => {
  stop()
  process.exit(code ?? (signal ? 1 : 0))
})
