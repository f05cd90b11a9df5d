import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Redis } from 'ioredis'
import {
  createServiceOps,
  type LogFormat,
  type LogSink,
  type ReadinessCheck,
  structuredErrorLog,
  watchDatabase,
} from '../ops/index.ts'
import type { ApiDeps } from './ApiDeps.ts'
import {
  type AnalyticsLimitSettings,
  createAnalyticsLimits,
  defaultAnalyticsLimits,
} from './analytics/createAnalyticsLimits.ts'
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
  /** The `service` of its metrics and log lines. @default 'api' */
  service?: string
  /** @default 'json' when KEYPORT_LOG_FORMAT=json, else 'text' (no line per request) */
  logFormat?: LogFormat
  /** Where JSON log lines go. @default standard output */
  logSink?: LogSink
  /** How long each dependency gets to answer `GET /ready`. @default 1000 */
  readinessTimeoutMs?: number
  /** See `createServiceOps`. @default process.env.KEYPORT_OPS_TOKEN */
  opsToken?: string
  /** Analytics retention and daily quotas (counted in `redis` when given). @default defaultAnalyticsLimits */
  analyticsLimits?: AnalyticsLimitSettings
}

/** What `GET /ready` asks: the database, Redis when there is one, and the first chain's node. */
function readinessChecks(deps: ApiDeps, redis: Redis | undefined): ReadinessCheck[] {
  const [chain] = deps.chains.entries()
  return [
    { name: 'database', probe: () => deps.db.query('select 1') },
    ...(redis ? [{ name: 'redis', probe: () => redis.ping() }] : []),
    ...(chain
      ? [
          {
            name: `chain ${chain[0]}`,
            probe: () => chain[1].client.request({ method: 'eth_blockNumber' }),
          },
        ]
      : []),
  ]
}

/**
 * The data API as a node:http server. Project ids are checked against the database and
 * remembered for a minute. Besides the routes it answers `GET /ready` and `GET /metrics` (to
 * local requests, or with `KEYPORT_OPS_TOKEN`), refuses a non-canonical path with 400, tags
 * each answer with an `x-request-id`, and answers 503 with `Retry-After` while the database is
 * unreachable.
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
  service = 'api',
  logFormat,
  logSink,
  readinessTimeoutMs,
  opsToken,
  analyticsLimits = defaultAnalyticsLimits,
}: CreateApiServerParameters) {
  const ops = createServiceOps({
    service,
    opsToken,
    readiness: readinessChecks(deps, redis),
    readinessTimeoutMs,
    logFormat,
    logSink,
  })
  // A lost database connection answers 503 + Retry-After, not 500 (`handleRequest`).
  deps = {
    ...deps,
    db: watchDatabase(deps.db),
    log: structuredErrorLog({ service, log: deps.log, format: logFormat, sink: logSink }),
    analytics:
      deps.analytics ??
      createAnalyticsLimits({
        ...analyticsLimits,
        redis,
        prefix: `${rateLimitPrefix ?? 'keyport:rate'}:analytics`,
      }),
  }
  const projects = new TtlCache<boolean>(deps.now)
  const knownProject = async (id: string) => {
    const cached = projects.get(id)
    if (cached !== undefined) return cached
    const rows =
      id.length > 128 ? [] : await deps.db.query('select 1 from projects where id = $1', [id])
    projects.set(id, rows.length > 0, 60_000)
    return rows.length > 0
  }
  // Only the key's SHA-256 is stored; comparing digests of equal length leaks nothing by timing.
  const projectSecret = async (id: string, key: string) => {
    const [row] = await deps.db.query<{ secret_key_sha256: string | null }>(
      'select secret_key_sha256 from projects where id = $1',
      [id],
    )
    if (!row?.secret_key_sha256) return false
    const given = createHash('sha256').update(key).digest()
    const stored = Buffer.from(row.secret_key_sha256, 'hex')
    return stored.length === given.length && timingSafeEqual(given, stored)
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
    projectSecret,
    bodyLimit,
    cors,
    metrics: ops.metrics,
  }
  const server: Server = createServer((request, response) => {
    const exchange = ops.begin(request, response)
    // A path in another spelling (`/./metrics`, `//metrics`, `/%2e/metrics`) reaches nothing.
    if (ops.refuse(request, response, exchange)) return
    // A server's own pages first: they also set the headers every answer carries.
    if (serve?.(request, response)) {
      exchange.route = '(page)'
      return
    }
    if (ops.answer(request, response, exchange)) return
    void handleRequest(pipeline, request, response, exchange)
  })
  return {
    server,
    /** This server's metrics registry and JSON logger. */
    ops,
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
