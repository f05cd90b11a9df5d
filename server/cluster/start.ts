// `npm run start:cluster`: the local stack with KEYPORT_INSTANCES (default 3) processes each of
// the api, the relay and the frame behind HAProxy, on Debian's PostgreSQL and Redis, until
// Ctrl-C. Data stays in .keyport/cluster/ between runs. --verbose streams every process's output.

import { stopOnSignals } from '../stack/stopOnSignals.ts'
import { startCluster } from './startCluster.ts'

const argv = process.argv.slice(2)
const unknown = argv.filter((arg) => arg !== '--verbose')
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run start:cluster [-- --verbose]`)
  process.exit(2)
}

// A second Ctrl-C means "now": the cluster's processes are killed on exit.
const stop = stopOnSignals('the Keyport cluster')

try {
  process.exit(
    await startCluster({
      signal: stop,
      verbose: argv.includes('--verbose') || process.env.KEYPORT_STACK_VERBOSE === '1',
    }),
  )
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
