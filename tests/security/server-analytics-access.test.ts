import { devProjectSecretKey, startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Order 20, finding 5: GET /v1/events answered anyone with the public project id (every page
// that embeds the modal carries it), and POST /v1/events stored without a quota or a retention.
// Now reading needs the project's secret key; writing keeps the public id (the modal posts
// events) within a daily quota per address and per project, and old events are deleted.
const suffix = crypto.randomUUID().slice(0, 8)
const project = `quota-${suffix}`
const other = `other-${suffix}`
let clock = Date.now()

describe('analytics: reading needs the secret key; writing has quotas and a retention', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi({
      rateLimit: 10_000,
      trustedProxies: ['127.0.0.1', '::1'],
      now: () => clock,
      analyticsLimits: { retentionDays: 30, projectEventsPerDay: 60, ipEventsPerDay: 20 },
    })
    await api.db.query('insert into projects (id, name) values ($1, $2), ($3, $4)', [
      project,
      'Quota',
      other,
      'Other',
    ])
    await api.db.query(
      "update projects set secret_key_sha256 = (select secret_key_sha256 from projects where id = 'keyport-dev') where id = $1",
      [project],
    )
  }, 30_000)
  afterAll(() => api?.stop())

  const post = async (projectId: string, ip: string, count = 10) => {
    const response = await fetch(`${api.url}/v1/events?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        events: Array.from({ length: count }, (_, i) => ({
          event: 'MODAL_OPEN',
          properties: { view: 'Connect' },
          timestamp: Date.UTC(2026, 0, 1) + i,
        })),
      }),
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { reasons?: { description: string }[] },
    }
  }
  const read = (projectId: string, authorization?: string) =>
    api.get(`/v1/events?projectId=${projectId}`, authorization ? { authorization } : {})

  test('attack: the public project id alone, a wrong key or the key of another project reads nothing', async () => {
    expect((await post('keyport-dev', '198.51.100.1', 1)).status).toBe(200)
    const bare = await read('keyport-dev')
    expect(bare.status).toBe(401)
    expect(bare.body.data).toBeUndefined()
    expect(bare.body.code).toBe('project_secret_missing')
    expect((await read('keyport-dev', 'Bearer sk_guess')).status).toBe(403)
    // `other` has no key at all: the dev key of another project does not open it.
    expect((await read(other, `Bearer ${devProjectSecretKey}`)).status).toBe(403)
    const owner = await read('keyport-dev', `Bearer ${devProjectSecretKey}`)
    expect(owner.status).toBe(200)
    expect((owner.body.data as unknown[]).length).toBeGreaterThan(0)
  })

  test('attack: one address cannot store past its daily quota; another still can, until the project is full', async () => {
    expect((await post(project, '203.0.113.1')).status).toBe(200)
    expect((await post(project, '203.0.113.1')).status).toBe(200)
    const over = await post(project, '203.0.113.1')
    expect(over.status).toBe(429)
    expect(over.retryAfter).toMatch(/^\d+$/)
    expect(over.body.reasons?.[0]?.description).toContain(
      'Too many analytics events from this address: at most 20 a day per project.',
    )
    // The same host under another address of its IPv6 /64 is the same address.
    expect((await post(project, '2001:db8:7:7::1', 20)).status).toBe(200)
    expect((await post(project, '2001:db8:7:7::2', 1)).status).toBe(429)
    // 40 of the project's 60 are stored; a third address fills it, a fourth is refused.
    expect((await post(project, '203.0.113.3', 20)).status).toBe(200)
    const full = await post(project, '203.0.113.4', 1)
    expect(full.status).toBe(429)
    expect(full.body.reasons?.[0]?.description).toContain(
      'This project stored its 60 analytics events for today.',
    )
    // Another project is not affected.
    expect((await post(other, '203.0.113.4', 1)).status).toBe(200)
  })

  test('behavior: events past the retention are never read back and are deleted', async () => {
    const old = new Date(clock - 31 * 86_400_000).toISOString()
    await api.db.query(
      "insert into analytics_events (project_id, name, properties, occurred_at, received_at) values ('keyport-dev', 'MODAL_CLOSE', '{}', $1, $1)",
      [old],
    )
    const page = await read('keyport-dev', `Bearer ${devProjectSecretKey}`)
    expect((page.body.data as { event: string }[]).map((row) => row.event)).not.toContain(
      'MODAL_CLOSE',
    )
    // The next write an hour later deletes them.
    clock += 3_600_001
    expect((await post('keyport-dev', '198.51.100.9', 1)).status).toBe(200)
    const left = await api.db.query('select 1 from analytics_events where received_at < $1', [
      new Date(clock - 30 * 86_400_000).toISOString(),
    ])
    expect(left).toEqual([])
  })
})
