// `npm run start:cluster`: the local stack with KEYPORT_INSTANCES (default 3) processes each of
// the api, the relay and the frame behind HAProxy, on Debian's PostgreSQL and Redis, until
// Ctrl-C. Data stays in .keyport/cluster/ between runs. --verbose streams every process's output.

import { startCluster } from './startCluster.ts'

const argv = process.argv.slice(2)
const unknown = argv.filter((arg) => arg !== '--verbose')
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run start:cluster [-- --verbose]`)
  process.exit(2)
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
      // A second Ctrl-C means "now" (tsx can relay one Ctrl-C twice, hence the grace); the
      // cluster's processes are killed on exit.
      process.exit(1)
    }
  })
}

try {
  process.exit(
    await startCluster({
      signal: stop.signal,
      verbose: argv.includes('--verbose') || process.env.KEYPORT_STACK_VERBOSE === '1',
    }),
  )
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
