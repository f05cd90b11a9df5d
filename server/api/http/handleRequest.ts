import type { IncomingMessage, ServerResponse } from 'node:http'
import type { BlockList } from 'node:net'
import type { Exchange, ServiceMetrics } from '../../ops/index.ts'
import { DatabaseUnavailableError } from '../../ops/index.ts'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from './ApiError.ts'
import { clientIp } from './clientIp.ts'
import type { AnyRoute } from './defineRoute.ts'
import { ipLimitKey } from './ipLimitKey.ts'
import { matchPath } from './matchPath.ts'
import type { RateLimiter } from './RateLimiter.ts'
import { readFormBody } from './readFormBody.ts'
import { readJsonBody } from './readJsonBody.ts'
import type { TtlCache } from './TtlCache.ts'
import { zodReasons } from './zodReasons.ts'

export type RequestPipeline = {
  routes: readonly AnyRoute[]
  deps: ApiDeps
  limiter: RateLimiter
  cache: TtlCache<unknown>
  /** Drops cached answers by tag everywhere they are kept. @default this process's `cache` only */
  invalidate?: (tags: readonly string[]) => Promise<void>
  knownProject: (projectId: string) => Promise<boolean>
  /** Whether `key` is the project's secret key (routes with `auth: 'secret'`). @default none match */
  projectSecret?: (projectId: string, key: string) => Promise<boolean>
  bodyLimit: number
  /** Proxies whose X-Forwarded-For names the client. @default none: the socket's peer is the client */
  trustedProxies?: BlockList
  /** False: no CORS headers, so browsers on other origins cannot call or read. @default true */
  cors?: boolean
  /** Counts the rate limit's refusals. @default none */
  metrics?: Pick<ServiceMetrics, 'rateLimitRefusals'>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  withCors = true,
) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...(withCors ? cors : {}),
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  })
  response.end(text)
}

// HTML pages (the on-ramp checkout) load nothing from elsewhere and post forms only back here.
const htmlHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
}

// A Host header we may echo into links: a name or IPv4/IPv6 literal and an optional port.
const safeHost = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(:\d{1,5})?$/i

// The load balancer's health checks and clients back off this long while the database is away.
const databaseRetryAfterSeconds = 2

// Keys of the query that every client adds and no route schema needs to know about; and `sender`,
// the asking account (identity, reverse lookups), which never changes the answer: askers share it.
const cacheKeyIgnored = new Set(['projectId', 'st', 'sv', 'clientId', 'forceUpdate', 'sender'])

/**
 * Routes one request: CORS, match, auth, rate limit, validation, cache, handler, response check.
 * The matched route's pattern goes to `exchange`, for the request's metrics and log line.
 */
export async function handleRequest(
  pipeline: RequestPipeline,
  request: IncomingMessage,
  response: ServerResponse,
  exchange?: Exchange,
) {
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, pipeline.cors === false ? {} : cors)
      response.end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://api.local')
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    let route: AnyRoute | undefined
    let rawParams: Record<string, string> = {}
    let pathMatched = false
    for (const candidate of pipeline.routes) {
      const params = matchPath(candidate.path, path)
      if (!params) continue
      pathMatched = true
      if (candidate.method === request.method) {
        route = candidate
        rawParams = params
        break
      }
    }
    if (!route) {
      if (pathMatched)
        throw new ApiError(
          405,
          'method_not_allowed',
          `${request.method} is not allowed on ${path}.`,
        )
      throw new ApiError(
        404,
        'not_found',
        `No endpoint at ${path}. See /openapi.json for the endpoints.`,
      )
    }
    if (exchange) exchange.route = route.path

    const query: Record<string, string | string[]> = {}
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key)
      query[key] = values.length > 1 ? values : (values[0] as string)
    }
    const ip = clientIp(request, pipeline.trustedProxies)
    let projectId = ''
    if (route.auth !== 'none') {
      const given = query.projectId
      if (typeof given !== 'string' || given === '')
        throw new ApiError(
          401,
          'project_id_missing',
          'Missing projectId: add ?projectId=<your project id> to the request.',
        )
      // A NUL byte cannot be stored in a text column: PostgreSQL would fail the lookup (a 500).
      if (given.includes('\u0000') || !(await pipeline.knownProject(given)))
        throw new ApiError(
          403,
          'project_id_unknown',
          `Project id '${given.slice(0, 64)}' is not recognised.`,
        )
      projectId = given
    }
    if (route.auth === 'secret') {
      const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
      if (!key)
        throw new ApiError(
          401,
          'project_secret_missing',
          "This endpoint needs the project's secret key: send Authorization: Bearer <secret key>. The public project id alone does not read it.",
          { 'www-authenticate': 'Bearer realm="keyport-project"' },
        )
      if (!(await pipeline.projectSecret?.(projectId, key)))
        throw new ApiError(
          403,
          'project_secret_invalid',
          `That is not the secret key of project '${projectId.slice(0, 64)}'.`,
        )
    }
    // Per /64 for IPv6: one host holds a whole /64 and could rotate through it.
    const wait =
      route.rateLimited === false
        ? 0
        : await pipeline.limiter.take(`${projectId}|${ipLimitKey(ip)}`)
    if (wait > 0) {
      pipeline.metrics?.rateLimitRefusals.inc()
      throw new ApiError(
        429,
        'rate_limited',
        `Too many requests: at most ${pipeline.limiter.limit} per ${pipeline.limiter.windowMs / 1000} s. Try again in ${wait} seconds.`,
        { 'retry-after': String(wait) },
      )
    }

    const params = route.params
      ? route.params.safeParse(rawParams)
      : { success: true as const, data: rawParams }
    if (!params.success)
      throw new ApiError(400, 'invalid_params', zodReasons('params', params.error))
    const parsedQuery = route.query
      ? route.query.safeParse(query)
      : { success: true as const, data: query }
    if (!parsedQuery.success)
      throw new ApiError(400, 'invalid_query', zodReasons('query', parsedQuery.error))
    let body: unknown
    if (route.body) {
      const raw =
        route.accepts === 'form'
          ? await readFormBody(request, pipeline.bodyLimit)
          : await readJsonBody(request, pipeline.bodyLimit)
      const parsed = route.body.safeParse(raw)
      if (!parsed.success) throw new ApiError(400, 'invalid_body', zodReasons('body', parsed.error))
      body = parsed.data
    }

    let cacheKey: string | undefined
    if (route.cacheTtlMs && request.method === 'GET') {
      const kept = [...url.searchParams].filter(([key]) => !cacheKeyIgnored.has(key)).sort()
      cacheKey = `${path}?${new URLSearchParams(kept)}`
      if (query.forceUpdate === undefined) {
        const hit = pipeline.cache.get(cacheKey)
        if (hit !== undefined)
          return send(response, 200, hit, { 'x-cache': 'hit' }, pipeline.cors !== false)
      }
    }
    const host = request.headers.host
    const origin = `http://${host && safeHost.test(host) ? host : '127.0.0.1'}`
    const routeRequest = {
      params: params.data,
      query: parsedQuery.data,
      body,
      projectId,
      ip,
      origin,
    }
    const cacheVersion = pipeline.cache.version
    const result = await route.handler(routeRequest, pipeline.deps)
    const checked = route.response.safeParse(result)
    if (!checked.success) {
      pipeline.deps.log(`response of ${route.method} ${route.path} broke its schema`, checked.error)
      throw new ApiError(
        500,
        'internal',
        'The server built an invalid answer; this is a bug on our side.',
      )
    }
    if (route.invalidates) {
      const tags = route.invalidates(routeRequest)
      await (pipeline.invalidate?.(tags) ?? pipeline.cache.deleteTagged(tags))
    }
    if (route.respond === 'html') {
      response.writeHead(200, htmlHeaders)
      response.end(String(checked.data))
      return
    }
    if (cacheKey && route.cacheTtlMs)
      pipeline.cache.set(
        cacheKey,
        checked.data,
        route.cacheTtlMs,
        route.cacheTags?.(routeRequest) ?? [],
        cacheVersion,
      )
    send(
      response,
      200,
      checked.data,
      { ...route.headers?.(routeRequest), ...(cacheKey ? { 'x-cache': 'miss' } : {}) },
      pipeline.cors !== false,
    )
  } catch (error) {
    if (error instanceof ApiError)
      return send(response, error.status, error.toBody(), error.headers, pipeline.cors !== false)
    if (error instanceof DatabaseUnavailableError) {
      pipeline.deps.log(`database unavailable on ${request.method} ${request.url}`, error.cause)
      const answer = new ApiError(503, 'database_unavailable', error.message)
      return send(
        response,
        503,
        { ...answer.toBody(), error: error.message },
        { 'retry-after': String(databaseRetryAfterSeconds) },
        pipeline.cors !== false,
      )
    }
    pipeline.deps.log(`unexpected error on ${request.method} ${request.url}`, error)
    send(
      response,
      500,
      new ApiError(500, 'internal', 'Something went wrong on our side.').toBody(),
      {},
      pipeline.cors !== false,
    )
  }
}
