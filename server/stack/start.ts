// `npm start`: runs the whole local stack until Ctrl-C. Options: --verbose (or
// KEYPORT_STACK_VERBOSE=1) streams every service's output; KEYPORT_STACK_HEALTH_TIMEOUT_MS
// changes how long each service gets to answer its health check.

import { Supervisor } from './Supervisor.ts'
import { services } from './services.ts'
import { stopOnSignals } from './stopOnSignals.ts'

const argv = process.argv.slice(2)
const unknown = argv.filter((arg) => arg !== '--verbose')
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm start [-- --verbose]`)
  process.exit(2)
}

const timeout = Number(process.env.KEYPORT_STACK_HEALTH_TIMEOUT_MS || 60_000)
if (!Number.isFinite(timeout) || timeout <= 0) {
  console.error('KEYPORT_STACK_HEALTH_TIMEOUT_MS must be a positive number of milliseconds.')
  process.exit(2)
}

let supervisor: Supervisor
try {
  supervisor = new Supervisor(services(), {
    verbose: argv.includes('--verbose') || process.env.KEYPORT_STACK_VERBOSE === '1',
    healthTimeoutMs: timeout,
  })
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

// A second Ctrl-C means "now": every service is killed.
const stop = stopOnSignals('the Keyport stack', () => supervisor.killAll())
// Services run in their own process groups, so they outlive us unless we take them down.
process.on('exit', () => supervisor.killAll())

process.exit(await supervisor.run(stop))
