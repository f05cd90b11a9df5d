// One cluster instance (api, relay or frame): `tsx runInstance.ts <command> [args…]` keeps the
// service running across crashes and kills (keepAlive) and stops it on SIGINT or SIGTERM.

import { keepAlive } from './keepAlive.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: runInstance <command> [args…]')
  process.exit(2)
}
const stop = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort())
process.exit(await keepAlive(command, args, { signal: stop.signal }))
