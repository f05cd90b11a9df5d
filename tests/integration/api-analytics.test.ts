import { analyticsEventsPageSchema } from '@keyport/kernel/analytics'
import { devProjectSecretKey, startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

type ErrorBody = { status: number; code: string; reasons: { description: string }[] }

const at = Date.UTC(2026, 0, 1)
const secret = { authorization: `Bearer ${devProjectSecretKey}` }
// Projects of this file alone: on PostgreSQL the test database is shared with the other files,
// whose kernels send their own events to it.
const suffix = crypto.randomUUID().slice(0, 8)
const project = `events-${suffix}`
const otherProject = `other-${suffix}`

describe('data API: POST and GET /v1/events', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi({ rateLimit: 1_000 })
    await api.db.query('insert into projects (id, name) values ($1, $2), ($3, $4)', [
      project,
      'This file',
      otherProject,
      'Another app',
    ])
    // Reading needs the project's secret key: these projects share keyport-dev's (dev) key.
    await api.db.query(
      "update projects set secret_key_sha256 = (select secret_key_sha256 from projects where id = 'keyport-dev') where id in ($1, $2)",
      [project, otherProject],
    )
  }, 30_000)
  afterAll(() => api?.stop())

  const post = async (body: unknown, projectId = project) => {
    const response = await fetch(`${api.url}/v1/events?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const list = async (query = '', projectId = project) => {
    const answer = await api.get(`/v1/events?projectId=${projectId}${query}`, secret)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return analyticsEventsPageSchema.parse(answer.body)
  }
  const reason = (body: Record<string, unknown>) => (body as ErrorBody).reasons[0]?.description

  test('behavior: a batch is stored and read back newest first with its session', async () => {
    const sessionId = crypto.randomUUID()
    const stored = await post({
      sessionId,
      events: [
        { event: 'MODAL_OPEN', properties: { view: 'Connect' }, timestamp: at },
        { event: 'SELECT_WALLET', properties: { connector: 'injected' }, timestamp: at + 1 },
        {
          event: 'CONNECT_SUCCESS',
          properties: { connector: 'injected', chain: 'eip155:1' },
          timestamp: at + 2,
        },
      ],
    })
    expect(stored).toEqual({ status: 200, body: { stored: 3 } })
    const { data, next } = await list()
    expect(next).toBeNull()
    expect(data.map((row) => [row.event, row.properties, row.timestamp, row.sessionId])).toEqual([
      ['CONNECT_SUCCESS', { connector: 'injected', chain: 'eip155:1' }, at + 2, sessionId],
      ['SELECT_WALLET', { connector: 'injected' }, at + 1, sessionId],
      ['MODAL_OPEN', { view: 'Connect' }, at, sessionId],
    ])
  })

  test('behavior: pages follow `next`, filter by event, and never show another project', async () => {
    const events = Array.from({ length: 5 }, (_, i) => ({
      event: 'SWAP_ERROR',
      properties: { n: i },
      timestamp: at + i,
    }))
    expect((await post({ events }, otherProject)).status).toBe(200)
    const first = await list('&event=SWAP_ERROR&limit=2', otherProject)
    const second = await list(`&event=SWAP_ERROR&limit=2&cursor=${first.next}`, otherProject)
    const third = await list(`&event=SWAP_ERROR&limit=2&cursor=${second.next}`, otherProject)
    expect([first, second, third].map((page) => page.data.map((row) => row.properties.n))).toEqual([
      [4, 3],
      [2, 1],
      [0],
    ])
    expect(third.next).toBeNull()
    expect((await list('&event=SWAP_ERROR')).data).toEqual([])
    expect((await list('', otherProject)).data.every((row) => row.event === 'SWAP_ERROR')).toBe(
      true,
    )
  })

  test('behavior: an email, code or token a client failed to scrub is not stored', async () => {
    await post({
      events: [
        {
          event: 'CONNECT_ERROR',
          properties: {
            message: 'Code 123456 for ada@example.com, token eyJhbGciOi.eyJzdWIi.c2ln',
          },
          timestamp: at,
        },
      ],
    })
    const [row] = (await list('&event=CONNECT_ERROR&limit=1')).data
    expect(row?.properties.message).toBe('Code [number] for [email], token [token]')
  })

  test.each([
    [
      'an unknown event',
      { events: [{ event: 'STEAL', timestamp: at }] },
      'body.events.0.event: not a tracked event',
    ],
    ['no events', { events: [] }, 'body.events: a batch holds at least one event'],
    [
      'too many events',
      { events: Array.from({ length: 51 }, () => ({ event: 'MODAL_OPEN', timestamp: at })) },
      'body.events: a batch holds at most 50 events',
    ],
    [
      'a nested property',
      { events: [{ event: 'MODAL_OPEN', properties: { view: { x: 1 } }, timestamp: at }] },
      'body.events.0.properties.view',
    ],
    [
      'a long property value',
      { events: [{ event: 'MODAL_OPEN', properties: { view: 'x'.repeat(201) }, timestamp: at }] },
      'a property value is at most 200 characters',
    ],
    [
      'too many properties',
      {
        events: [
          {
            event: 'MODAL_OPEN',
            properties: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])),
            timestamp: at,
          },
        ],
      },
      'at most 16 properties per event',
    ],
    [
      'a bad property key',
      { events: [{ event: 'MODAL_OPEN', properties: { __proto__x: 1 }, timestamp: at }] },
      'a property key is a letter',
    ],
    [
      'a timestamp in seconds',
      { events: [{ event: 'MODAL_OPEN', timestamp: 1_767_225_600 }] },
      'after 2020',
    ],
    [
      'a session id that is no UUID',
      { sessionId: 'me', events: [{ event: 'MODAL_OPEN', timestamp: at }] },
      'sessionId is a UUID',
    ],
  ])('behavior: %s is a 400 naming the field', async (_, body, expected) => {
    const answer = await post(body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(reason(answer.body)).toContain(expected)
  })

  test('behavior: not JSON is a 400, a body over 64 KB a 413, never a 500', async () => {
    expect((await post('{"events": [')).status).toBe(400)
    const big = await post({
      events: [{ event: 'MODAL_OPEN', properties: { a: 'x'.repeat(70_000) }, timestamp: at }],
    })
    expect(big.status).toBe(413)
    expect(reason(big.body)).toBe('The request body is larger than 65536 bytes.')
  })

  test('behavior: a bad cursor or limit is a 400; no or an unknown project is a 401 or 403', async () => {
    expect((await api.get('/v1/events?projectId=keyport-dev&cursor=abc', secret)).status).toBe(400)
    expect((await api.get('/v1/events?projectId=keyport-dev&limit=101', secret)).status).toBe(400)
    expect((await api.get('/v1/events')).status).toBe(401)
    expect(
      (await post({ events: [{ event: 'MODAL_OPEN', timestamp: at }] }, 'nobody')).status,
    ).toBe(403)
  })
})
