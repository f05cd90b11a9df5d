import {
  type CreateApiServerParameters,
  createApiServer,
} from '@keyport/server/api/createApiServer.ts'
import { createRateLimiter } from '@keyport/server/api/http/RateLimiter.ts'
import { systemRoutes } from '@keyport/server/api/routes/systemRoutes.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import type { Database } from '@keyport/server/db/Database.ts'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, test } from 'vitest'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Finding 7 (rate limits): counters were per process, so N API instances allowed N times the
// limit; every counter was cleared past 10,000 keys; and the client IP was the socket's peer,
// which behind a proxy is the proxy. Reading X-Forwarded-For without a trusted proxy would let
// any client pick a fresh IP per request.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// The data API's server and pipeline over a database that knows one project: no migrations to
// wait for, the same rate limiting and client-IP code.
const db = {
  kind: 'pglite',
  query: async (_sql: string, params?: readonly unknown[]) =>
    params?.[0] === 'keyport-dev' ? [{}] : [],
} as unknown as Database
async function api(options: Omit<CreateApiServerParameters, 'routes' | 'deps'>) {
  const server = createApiServer({
    routes: systemRoutes,
    deps: { db, chains: new Map(), now: Date.now, log: () => {} },
    ...options,
  })
  const url = await server.listen(0)
  cleanups.push(() => server.close())
  return { url }
}
const hit = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/v1/supported-chains?projectId=keyport-dev`, { headers }).then((r) => r.status)

const redis = ensureRedisServer()

describe('rate limits across processes (finding 7)', () => {
  test.skipIf(!redis.path)(
    'attack: spreading requests over two API instances that share one Redis does not double the limit',
    async () => {
      const server = await startRedis(redis.path!, await freePort('127.0.0.1', 0))
      cleanups.push(() => server.stop())
      const client = () => {
        const redis = new Redis(server.url, { enableOfflineQueue: false })
        cleanups.push(() => redis.quit())
        return new Promise<Redis>((resolve) => redis.once('ready', () => resolve(redis)))
      }
      const prefix = 'keyport:rate:http://api.test'
      const a = await api({ rateLimit: 4, redis: await client(), rateLimitPrefix: prefix })
      const b = await api({ rateLimit: 4, redis: await client(), rateLimitPrefix: prefix })
      expect([await hit(a.url), await hit(b.url), await hit(a.url), await hit(b.url)]).toEqual([
        200, 200, 200, 200,
      ])
      expect(await hit(a.url)).toBe(429)
      expect(await hit(b.url)).toBe(429)
    },
  )

  test('attack: a spoofed X-Forwarded-For does not buy a fresh counter when no proxy is trusted', async () => {
    const { url } = await api({ rateLimit: 3 })
    const statuses = []
    for (let i = 1; i <= 4; i++)
      statuses.push(await hit(url, { 'x-forwarded-for': `203.0.113.${i}` }))
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  test('behavior: behind a trusted proxy, X-Forwarded-For names the client, read from the right', async () => {
    const { url } = await api({ rateLimit: 2, trustedProxies: ['127.0.0.1', '::1'] })
    // Each client has its own counter; a client's own left-most entry is not believed.
    expect(await hit(url, { 'x-forwarded-for': '198.51.100.1' })).toBe(200)
    expect(await hit(url, { 'x-forwarded-for': '198.51.100.2' })).toBe(200)
    expect(await hit(url, { 'x-forwarded-for': '198.51.100.1' })).toBe(200)
    expect(await hit(url, { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' })).toBe(429)
  })

  test('attack: 12,000 throwaway keys do not reset a limited client’s counter', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 })
    expect(await limiter.take('victim-target')).toBe(0)
    expect(await limiter.take('victim-target')).toBeGreaterThan(0)
    for (let i = 0; i < 12_000; i++) await limiter.take(`junk-${i}`)
    expect(await limiter.take('victim-target')).toBeGreaterThan(0)
  })
})
