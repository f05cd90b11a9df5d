// One supervised Redis for `npm run start:cluster`, append-only so its data survives restarts;
// answers GET /health on --health-port once it answers PING.

import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { Redis } from 'ioredis'
import { startHealthServer } from './healthServer.ts'

const { values } = parseArgs({
  options: {
    bin: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    'health-port': { type: 'string' },
  },
})
const port = Number(values.port)
const healthPort = Number(values['health-port'])
if (!values.bin || !values.dir || !port || !healthPort) {
  console.error('Usage: runRedis --bin <redis-server> --dir <data> --port <n> --health-port <n>')
  process.exit(2)
}
const dir = resolve(values.dir)
mkdirSync(dir, { recursive: true })
const server = spawn(
  values.bin,
  ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'],
  { stdio: 'inherit' },
)
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.kill('SIGTERM'))

const health = await startHealthServer(healthPort)
async function pings(): Promise<boolean> {
  const client = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  })
  client.on('error', () => {}) // refused while it starts: asked again below
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.disconnect()
  }
}
while (!(await pings())) await sleep(100)
health.ready()
console.log(`Redis on 127.0.0.1:${port}, data in ${dir}`)
