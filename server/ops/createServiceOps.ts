import type { IncomingMessage, ServerResponse } from 'node:http'
import { nonCanonicalPath, nonCanonicalPathBody, routedPath } from './canonicalPath.ts'
import { checkReadiness, type ReadinessCheck } from './checkReadiness.ts'
import { createOpsLogger, type LogFormat, type LogSink } from './createOpsLogger.ts'
import { createServiceMetrics } from './createServiceMetrics.ts'
import { opsAccess } from './opsAccess.ts'
import { requestIdFrom } from './requestId.ts'

export type CreateServiceOpsParameters = {
  /** 'api', 'relay', 'frame': the `service` label and log field. */
  service: string
  /** What `GET /ready` asks; none means ready whenever the process answers. @default [] */
  readiness?: readonly ReadinessCheck[]
  /** Each readiness check's time to answer. @default 1000 */
  readinessTimeoutMs?: number
  /** @default KEYPORT_LOG_FORMAT=json → 'json', else 'text' */
  logFormat?: LogFormat
  /** @default standard output */
  logSink?: LogSink
  /** Add Node's process metrics to `/metrics`. @default true */
  processMetrics?: boolean
  /**
   * The bearer token `/metrics` and `/ready` require (`Authorization: Bearer <token>`); without
   * one they answer only local, unforwarded requests (`opsAccess`).
   * @default process.env.KEYPORT_OPS_TOKEN
   */
  opsToken?: string
}

/** One request's record: its id, and the route pattern its metrics and log line name. */
export type Exchange = {
  readonly requestId: string
  /** Set by the router once the route is known. @default '(unmatched)' */
  route: string
}

/** What `/ready` answers when a dependency failed: how long a client or balancer should wait. */
const readyRetryAfterSeconds = 2

/**
 * The operations side of one HTTP server: request ids, one JSON log line and the metrics of every
 * answered request, the `GET /ready` and `GET /metrics` endpoints (behind `opsToken`, or local
 * only), and the refusal (400) of a request whose path is not canonical (`nonCanonicalPath`).
 *
 * @example
 * const ops = createServiceOps({ service: 'api', readiness: [{ name: 'database', probe: () => db.query('select 1') }] })
 * createServer((request, response) => {
 *   const exchange = ops.begin(request, response)
 *   if (ops.answer(request, response, exchange)) return
 *   route(request, response, exchange)
 * })
 */
export function createServiceOps({
  service,
  readiness = [],
  readinessTimeoutMs = 1000,
  logFormat,
  logSink,
  processMetrics,
  opsToken = process.env.KEYPORT_OPS_TOKEN,
}: CreateServiceOpsParameters) {
  const metrics = createServiceMetrics({ service, processMetrics })
  const logger = createOpsLogger({ service, format: logFormat, sink: logSink })
  const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    response.end(JSON.stringify(body))
  }

  /** Answers a request whose path is not canonical with 400, before any route sees it; true when it did. */
  const refuse = (request: IncomingMessage, response: ServerResponse, exchange: Exchange) => {
    const reason = nonCanonicalPath(request.url ?? '/')
    if (reason === undefined) return false
    exchange.route = '(not canonical)'
    json(response, 400, nonCanonicalPathBody(reason))
    return true
  }

  return {
    metrics,
    logger,
    /**
     * Starts a request's record: takes or makes its id, echoes it as `x-request-id`, and once the
     * answer is out counts it and logs it.
     */
    begin(request: IncomingMessage, response: ServerResponse): Exchange {
      const exchange = {
        requestId: requestIdFrom(request.headers['x-request-id']),
        route: '(unmatched)',
      }
      const started = performance.now()
      response.setHeader('x-request-id', exchange.requestId)
      response.once('close', () => {
        const ms = performance.now() - started
        const method = request.method ?? 'GET'
        const status = response.statusCode
        metrics.observeRequest({ route: exchange.route, method, status, seconds: ms / 1000 })
        logger.request({
          requestId: exchange.requestId,
          method,
          route: exchange.route,
          status,
          ms: Math.round(ms * 100) / 100,
        })
      })
      return exchange
    },
    refuse,
    /**
     * Refuses a non-canonical path (400), answers `GET /ready` and `GET /metrics` to whoever may
     * read them (401/403 otherwise); false for any other request.
     */
    answer(request: IncomingMessage, response: ServerResponse, exchange: Exchange): boolean {
      if (refuse(request, response, exchange)) return true
      if (request.method !== 'GET') return false
      const path = routedPath(request.url ?? '/')
      if (path !== '/ready' && path !== '/metrics') return false
      exchange.route = path
      const access = opsAccess(request, opsToken)
      if (!access.allowed) {
        json(response, access.status, { error: access.message }, access.headers)
        return true
      }
      if (path === '/ready') {
        checkReadiness(readiness, {
          timeoutMs: readinessTimeoutMs,
          onFailure: (name, error) =>
            logger.event('not ready', {
              dependency: name,
              error: error instanceof Error ? error.message : String(error),
            }),
        }).then((report) =>
          report.ready
            ? json(response, 200, report)
            : json(response, 503, report, { 'retry-after': String(readyRetryAfterSeconds) }),
        )
        return true
      }
      metrics.scrape().then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
          response.end(body)
        },
        () => json(response, 500, { error: 'The metrics could not be collected.' }),
      )
      return true
    },
  }
}
