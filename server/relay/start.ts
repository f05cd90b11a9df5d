import { createRedisBroker } from './createRedisBroker.ts'
import { createRelay } from './createRelay.ts'
import { relayConfigFromEnv } from './relayConfigFromEnv.ts'

// The relay process: `npm start` runs it; REDIS_URL makes several of them one relay.
const { host, port, limits, audience } = relayConfigFromEnv(process.env)
const redisUrl = process.env.REDIS_URL
const broker = redisUrl ? await createRedisBroker({ url: redisUrl, limits }) : undefined
// JWT signatures are checked unless RELAY_VERIFY_JWT=0 (raw-frame experiments only).
const relay = createRelay({
  limits,
  broker,
  verifyJwt: process.env.RELAY_VERIFY_JWT !== '0',
  audience,
  trustedProxies: process.env.KEYPORT_TRUSTED_PROXIES,
})
const url = await relay.listen(port, host)
console.log(
  `relay on ${url} (${redisUrl ? `Redis ${redisUrl}` : 'in memory'}; JWTs for ${audience(url).join(', ')})`,
)

const stop = async () => {
  await relay.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
