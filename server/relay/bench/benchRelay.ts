import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { freePort } from '../../chain/freePort.ts'

// `npm run bench:relay -- --pairs 20 --seconds 10 --size 1024`: starts the relay as its own
// process (as `npm start` does), then N pairs of clients bounce messages through it for a fixed
// time and the figures are printed. Each pair is a closed loop (publish, receive, answer), so the
// figures are throughput and latency under N concurrent conversations, not a flood.
const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    size: { type: 'string', default: '1024' },
  },
})
const pairs = Number(values.pairs)
const seconds = Number(values.seconds)
const size = Number(values.size)
if (![pairs, seconds, size].every((n) => Number.isInteger(n) && n > 0) || seconds > 300)
  throw new Error('--pairs, --seconds (at most 300) and --size take whole numbers above 0.')

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const port = await freePort('127.0.0.1', 0)
const relay = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/relay/start.ts')], {
  env: {
    ...process.env,
    KEYPORT_RELAY_PORT: String(port),
    KEYPORT_RELAY_FRAMES_PER_SECOND: '100000',
    // Every bench client comes from 127.0.0.1.
    KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP: String(2 * pairs + 10),
  },
  stdio: 'ignore',
})
const url = `ws://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  if (
    await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break
  if (i > 200) throw new Error('The relay did not start within 20 s.')
  await new Promise((resolve) => setTimeout(resolve, 100))
}

type Peer = { socket: WebSocket; onMessage: (sentAt: number) => void }
let nextId = 1
async function connect(topic: string): Promise<Peer> {
  // Signed as a WalletConnect client signs it: the relay verifies the JWT.
  const auth = await signJWT(randomBytes(16).toString('hex'), url, 3_600, generateKeyPair())
  const socket = new WebSocket(`${url}/?auth=${auth}`)
  const peer: Peer = { socket, onMessage: () => {} }
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as {
      id: number
      method?: string
      params?: { data: { message: string } }
    }
    if (frame.method !== 'irn_subscription') return
    socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    peer.onMessage(Number(frame.params!.data.message.slice(0, 16)))
  })
  return new Promise((resolve, reject) => {
    socket.once('error', reject)
    socket.once('open', () => {
      socket.send(
        JSON.stringify({
          id: nextId++,
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic },
        }),
      )
      resolve(peer)
    })
  })
}

const padding = 'x'.repeat(Math.max(0, size - 16))
const publish = (peer: Peer, topic: string) =>
  peer.socket.send(
    JSON.stringify({
      id: nextId++,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: {
        topic,
        message: `${performance.now().toFixed(3).padStart(16, '0')}${padding}`,
        ttl: 300,
        tag: 1108,
      },
    }),
  )

const latencies: number[] = []
let running = true
const conversations = await Promise.all(
  Array.from({ length: pairs }, async () => {
    const topic = randomBytes(32).toString('hex')
    const [a, b] = await Promise.all([connect(topic), connect(topic)])
    // Whoever receives answers on the same topic; the relay never echoes to the sender.
    const answer = (self: Peer) => (sentAt: number) => {
      latencies.push(performance.now() - sentAt)
      if (running) publish(self, topic)
    }
    a.onMessage = answer(a)
    b.onMessage = answer(b)
    return { a, b, topic }
  }),
)
await new Promise((resolve) => setTimeout(resolve, 200))
const started = performance.now()
for (const { a, topic } of conversations) publish(a, topic)
await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
running = false
const elapsed = (performance.now() - started) / 1000
const delivered = latencies.length
latencies.sort((x, y) => x - y)
const at = (q: number) =>
  (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2)
console.log(
  `relay bench: ${pairs} pairs, ${size}-byte messages, ${seconds} s, relay in its own process (in-memory broker)`,
)
console.log(`  delivered  ${delivered} messages  (${Math.round(delivered / elapsed)} messages/s)`)
console.log(
  `  latency    p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   p99 ${at(0.99)} ms   max ${at(1)} ms`,
)
for (const { a, b } of conversations) {
  a.socket.terminate()
  b.socket.terminate()
}
relay.kill('SIGTERM')
process.exit(0)
