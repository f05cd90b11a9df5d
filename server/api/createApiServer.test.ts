import { Redis } from 'ioredis'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as z from 'zod'
import type { Database } from '../db/Database.ts'
import type { ApiChain, ApiDeps } from './ApiDeps.ts'
import { type CreateApiServerParameters, createApiServer } from './createApiServer.ts'
import { defineRoute } from './http/defineRoute.ts'
import { systemRoutes } from './routes/systemRoutes.ts'

// A database that answers every query with one row until `down` is set, then refuses as pg does
// when PostgreSQL is gone.
function fakeDatabase() {
  const state = { down: false }
  const refuse = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
    )
  const db: Database = {
    kind: 'postgres',
    query: <T>() => (state.down ? refuse() : Promise.resolve([{ one: 1 } as T])),
    exec: () => (state.down ? refuse() : Promise.resolve()),
    transaction: (work) => (state.down ? refuse() : work(db)),
    close: async () => {},
  }
  return { db, state }
}

const projectRoute = defineRoute({
  method: 'GET',
  path: '/v1/thing/:id',
  summary: 'A route that reads the database',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
  handler: async ({ params }, deps) => {
    await deps.db.query('select 1')
    return { id: params.id }
  },
})

const started: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()))
})

async function start(
  options: Partial<CreateApiServerParameters> & { chains?: ApiDeps['chains'] } = {},
) {
  const { db, state } = fakeDatabase()
  const lines: Record<string, unknown>[] = []
  const server = createApiServer({
    routes: [...systemRoutes, projectRoute],
    deps: { db, chains: options.chains ?? new Map(), now: Date.now, log: () => {} },
    logFormat: 'text',
    logSink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    ...options,
  })
  started.push(server)
  const url = await server.listen(0)
  return { url, state, lines, server }
}

const metricValue = (text: string, name: string, labels: string) => {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && candidate.includes(labels))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('createApiServer: readiness', () => {
  test('behavior: GET /ready is 200 while the database answers and 503 with Retry-After naming it when it does not', async () => {
    const { url, state } = await start()
    const ready = await fetch(`${url}/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true })

    state.down = true
    const down = await fetch(`${url}/ready`)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('2')
    expect(await down.json()).toEqual({
      ready: false,
      failing: [{ name: 'database', problem: 'unreachable' }],
    })
    // Liveness asks nothing: the process is up.
    expect((await fetch(`${url}/health`)).status).toBe(200)
  })

  test('behavior: a Redis that does not answer makes /ready 503 naming redis', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    })
    redis.on('error', () => {})
    try {
      const { url } = await start({ redis })
      const answer = await fetch(`${url}/ready`)
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({
        ready: false,
        failing: [{ name: 'redis', problem: 'unreachable' }],
      })
    } finally {
      redis.disconnect()
    }
  })

  test('behavior: a chain node that refuses makes /ready 503 naming the chain', async () => {
    const client = { request: () => Promise.reject(new Error('fetch failed')) }
    const chains = new Map([[1, { client } as unknown as ApiChain]])
    const { url } = await start({ chains })
    const answer = await fetch(`${url}/ready`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ failing: [{ name: 'chain 1' }] })
  })
})

describe('createApiServer: database outage', () => {
  test('behavior: a refused database connection answers 503 with Retry-After: 2, not 500', async () => {
    const { url, state } = await start()
    expect((await fetch(`${url}/v1/thing/a?projectId=p`)).status).toBe(200)
    state.down = true
    const answer = await fetch(`${url}/v1/thing/a?projectId=p`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(await answer.json()).toMatchObject({
      code: 'database_unavailable',
      error: 'The database is unavailable; retry shortly.',
    })
    state.down = false
    expect((await fetch(`${url}/v1/thing/a?projectId=p`)).status).toBe(200)
  })

  test('behavior: a refused connection that did not come from the database stays a 500', async () => {
    const failing = defineRoute({
      method: 'GET',
      path: '/v1/node',
      summary: 'A route whose chain node refuses',
      response: z.object({}),
      handler: () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8545'), {
          code: 'ECONNREFUSED',
        })
      },
    })
    const { url } = await start({ routes: [failing] })
    expect((await fetch(`${url}/v1/node?projectId=p`)).status).toBe(500)
  })
})

describe('createApiServer: metrics', () => {
  test('behavior: /metrics counts requests by route pattern, never the raw path', async () => {
    const { url } = await start()
    await fetch(`${url}/v1/thing/a?projectId=p`)
    await fetch(`${url}/v1/thing/b?projectId=p`)
    await fetch(`${url}/nowhere`)
    const answer = await fetch(`${url}/metrics`)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const text = await answer.text()
    expect(
      metricValue(
        text,
        'keyport_http_requests_total',
        'route="/v1/thing/:id",method="GET",status="200"',
      ),
    ).toBe(2)
    expect(
      metricValue(
        text,
        'keyport_http_requests_total',
        'route="(unmatched)",method="GET",status="404"',
      ),
    ).toBe(1)
    expect(
      metricValue(text, 'keyport_http_request_duration_seconds_count', 'route="/v1/thing/:id"'),
    ).toBe(2)
    expect(text).toContain('service="api"')
    expect(text).not.toContain('/v1/thing/a')
    expect(text).toContain('process_cpu_user_seconds_total')
  })

  test('behavior: each 429 of the rate limit moves keyport_rate_limit_refusals_total', async () => {
    const { url } = await start({ rateLimit: 2 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${url}/v1/thing/a?projectId=p`)).status)
    expect(statuses).toEqual([200, 200, 429, 429])
    const text = await (await fetch(`${url}/metrics`)).text()
    expect(metricValue(text, 'keyport_rate_limit_refusals_total', 'service="api"')).toBe(2)
  })

  test('behavior: GET /health is never rate limited (a load balancer probes it every second from one address), other routes still are', async () => {
    const { url } = await start({ rateLimit: 2 })
    const health = []
    for (let i = 0; i < 5; i++) health.push((await fetch(`${url}/health`)).status)
    expect(health).toEqual([200, 200, 200, 200, 200])
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/v1/thing/a?projectId=p`)).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  test('behavior: two servers in one process count apart', async () => {
    const first = await start()
    const second = await start({ service: 'frame' })
    await fetch(`${first.url}/health`)
    const text = await (await fetch(`${second.url}/metrics`)).text()
    expect(metricValue(text, 'keyport_http_requests_total', 'route="/health"')).toBe(0)
    expect(text).toContain('service="frame"')
  })
})

describe('createApiServer: request ids and logs', () => {
  test('behavior: a valid x-request-id is echoed; a missing or invalid one is replaced by a UUID', async () => {
    const { url } = await start()
    const echoed = await fetch(`${url}/health`, { headers: { 'x-request-id': 'lb-7f3a.1_x' } })
    expect(echoed.headers.get('x-request-id')).toBe('lb-7f3a.1_x')
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    for (const bad of ['has space', 'x'.repeat(65), 'a"b', 'semi;colon', '../slash']) {
      const answer = await fetch(`${url}/health`, { headers: { 'x-request-id': bad } })
      expect(answer.headers.get('x-request-id'), bad).toMatch(uuid)
    }
    expect((await fetch(`${url}/health`)).headers.get('x-request-id')).toMatch(uuid)
  })

  test('behavior: with the json format, one JSON line per request names its id, route, status and time', async () => {
    const { url, lines } = await start({ logFormat: 'json' })
    await fetch(`${url}/v1/thing/a?projectId=p`, { headers: { 'x-request-id': 'req-1' } })
    await fetch(`${url}/ready`, { headers: { 'x-request-id': 'req-2' } })
    await vi.waitFor(() => expect(lines).toHaveLength(2))
    expect(lines[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      service: 'api',
      msg: 'request',
      requestId: 'req-1',
      method: 'GET',
      route: '/v1/thing/:id',
      status: 200,
      ms: expect.any(Number),
    })
    expect(lines[1]).toMatchObject({ requestId: 'req-2', route: '/ready', status: 200 })
  })

  test('behavior: with the json format, an unexpected error is one JSON error line too, not a stack on stderr', async () => {
    const broken = defineRoute({
      method: 'GET',
      path: '/v1/broken',
      summary: 'A route with a bug',
      response: z.object({}),
      handler: () => {
        throw new TypeError('x is not a function')
      },
    })
    const { url, lines } = await start({ routes: [broken], logFormat: 'json' })
    expect((await fetch(`${url}/v1/broken?projectId=p`)).status).toBe(500)
    await vi.waitFor(() => expect(lines).toHaveLength(2))
    expect(lines[0]).toMatchObject({
      level: 'error',
      service: 'api',
      msg: 'unexpected error on GET /v1/broken?projectId=p',
      error: 'TypeError: x is not a function',
    })
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'request', status: 500 })
  })

  test('behavior: the text format writes no line per request (npm start stays quiet)', async () => {
    const { url, lines, server } = await start()
    await fetch(`${url}/health`)
    const counted = async () =>
      metricValue(
        await (await server.ops.metrics.scrape()).body,
        'keyport_http_requests_total',
        'route="/health"',
      )
    // Once the request is counted, its log line (if any) was written too.
    await vi.waitFor(async () => expect(await counted()).toBe(1))
    expect(lines).toEqual([])
  })
})
