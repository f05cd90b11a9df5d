import { createRedisBroker } from './createRedisBroker.ts'
import { createRelay } from './createRelay.ts'
import { defaultRelayLimits } from './relayLimits.ts'

// The relay process: `npm start` runs it; REDIS_URL makes several of them one relay.
const host = process.env.KEYPORT_RELAY_HOST ?? process.env.KEYPORT_HOST ?? '127.0.0.1'
const port = Number(process.env.KEYPORT_RELAY_PORT ?? 4001)
const framesPerSecond = process.env.KEYPORT_RELAY_FRAMES_PER_SECOND
const connectionsPerIp = process.env.KEYPORT_RELAY_MAX_CONNECTIONS_PER_IP
const limits = {
  ...defaultRelayLimits,
  ...(framesPerSecond
    ? { framesPerSecond: Number(framesPerSecond), frameBurst: 2 * Number(framesPerSecond) }
    : {}),
  ...(connectionsPerIp ? { maxConnectionsPerIp: Number(connectionsPerIp) } : {}),
}
const redisUrl = process.env.REDIS_URL
const broker = redisUrl ? await createRedisBroker({ url: redisUrl, limits }) : undefined
// JWT signatures are checked unless RELAY_VERIFY_JWT=0 (raw-frame experiments only).
const relay = createRelay({
  limits,
  broker,
  verifyJwt: process.env.RELAY_VERIFY_JWT !== '0',
  trustedProxies: process.env.KEYPORT_TRUSTED_PROXIES,
})
const url = await relay.listen(port, host)
console.log(`relay on ${url} (${redisUrl ? `Redis ${redisUrl}` : 'in memory'})`)

const stop = async () => {
  await relay.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
