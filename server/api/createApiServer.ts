import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Redis } from 'ioredis'
import type { ApiDeps } from './ApiDeps.ts'
import { parseTrustedProxies } from './http/clientIp.ts'
import { createCacheFanout } from './http/createCacheFanout.ts'
import type { AnyRoute } from './http/defineRoute.ts'
import { handleRequest } from './http/handleRequest.ts'
import { createRateLimiter } from './http/RateLimiter.ts'
import { TtlCache } from './http/TtlCache.ts'

export type CreateApiServerParameters = {
  routes: readonly AnyRoute[]
  deps: ApiDeps
  /** Requests per project and IP per minute. @default 1200 */
  rateLimit?: number
  /**
   * Where the rate-limit counters live, so several processes share them; the server does not
   * close it. @default none: this process's memory
   */
  redis?: Redis
  /** Namespaces the counters in Redis (one per service). @default 'keyport:rate' */
  rateLimitPrefix?: string
  /**
   * The Redis channel on which instances tell each other which cached answers a write made stale
   * (a name registration drops its address's identity everywhere). @default 'keyport:cache'
   */
  cacheChannel?: string
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For header names the client's IP.
   * @default [] (the header is ignored; the socket's peer is the client)
   */
  trustedProxies?: string | readonly string[]
  /** Largest accepted JSON body in bytes. @default 65536 */
  bodyLimit?: number
  /**
   * Whether browsers on other origins may call the routes (CORS `*`). The secure frame's auth
   * service says false: only its own pages call it. @default true
   */
  cors?: boolean
  /**
   * Runs first on every request; returning true means it answered (a server's own pages beside
   * its routes). @default none
   */
  serve?: (request: IncomingMessage, response: ServerResponse) => boolean
}

/**
 * The data API as a node:http server. Project ids are checked against the database and
 * remembered for a minute.
 *
 * @example
 * const api = createApiServer({ routes, deps })
 * const url = await api.listen(4000, '127.0.0.1')
 */
export function createApiServer({
  routes,
  deps,
  rateLimit = 1200,
  redis,
  rateLimitPrefix,
  cacheChannel = 'keyport:cache',
  trustedProxies = [],
  bodyLimit = 65_536,
  cors = true,
  serve,
}: CreateApiServerParameters) {
  const projects = new TtlCache<boolean>(deps.now)
  const knownProject = async (id: string) => {
    const cached = projects.get(id)
    if (cached !== undefined) return cached
    const rows =
      id.length > 128 ? [] : await deps.db.query('select 1 from projects where id = $1', [id])
    projects.set(id, rows.length > 0, 60_000)
    return rows.length > 0
  }
  const cache = new TtlCache<unknown>(deps.now)
  const fanout = redis
    ? createCacheFanout({ redis, channel: cacheChannel, cache, log: deps.log })
    : undefined
  const pipeline = {
    routes,
    deps,
    limiter: createRateLimiter({
      limit: rateLimit,
      windowMs: 60_000,
      redis,
      prefix: rateLimitPrefix,
    }),
    trustedProxies: parseTrustedProxies(trustedProxies),
    cache,
    invalidate: fanout?.invalidate,
    knownProject,
    bodyLimit,
    cors,
  }
  const server: Server = createServer((request, response) => {
    if (serve?.(request, response)) return
    void handleRequest(pipeline, request, response)
  })
  return {
    server,
    /** Starts listening (once it hears other instances' cache invalidations); resolves with the base URL. Port 0 picks a free port. */
    listen: async (port: number, host = '127.0.0.1') => {
      await fanout?.ready
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () =>
          resolve(`http://${host}:${(server.address() as AddressInfo).port}`),
        )
      })
    },
    close: async () => {
      await fanout?.close()
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}
