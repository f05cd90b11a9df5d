import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApi } from './testing/startTestApi.ts'

describe('createApi', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi({ rateLimit: 40 })
  }, 30_000)
  afterAll(() => api.stop())

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })

  test('behavior: health and the OpenAPI document need no project id', async () => {
    expect(await api.get('/health')).toMatchObject({
      status: 200,
      body: { ok: true, database: 'pglite' },
    })
    const { status, body } = await api.get('/openapi.json')
    expect(status).toBe(200)
    expect(Object.keys(body.paths as object)).toContain('/v1/supported-chains')
  })

  test.each([
    [
      '/v1/supported-chains',
      401,
      'Missing projectId: add ?projectId=<your project id> to the request.',
    ],
    ['/v1/supported-chains?projectId=', 401, 'Missing projectId'],
    ['/v1/supported-chains?projectId=nope', 403, "Project id 'nope' is not recognised."],
    [`/v1/supported-chains?projectId=${'x'.repeat(5000)}`, 403, 'is not recognised'],
    ['/v1/nowhere?projectId=keyport-dev', 404, 'No endpoint at /v1/nowhere'],
  ])('behavior: GET %s answers %i with a clear first reason', async (path, status, message) => {
    const answer = await api.get(path)
    expect(answer.status).toBe(status)
    expect((answer.body.reasons as { description: string }[])[0]?.description).toContain(message)
  })

  test('behavior: the wrong method is a 405, not a 404', async () => {
    const answer = await fetch(`${api.url}/v1/supported-chains?projectId=keyport-dev`, {
      method: 'DELETE',
    })
    expect(answer.status).toBe(405)
  })

  test('behavior: supported chains lists what is served (none here)', async () => {
    expect(await api.get('/v1/supported-chains?projectId=keyport-dev')).toEqual({
      status: 200,
      body: { http: [], ws: [] },
    })
  })

  test.each([
    [
      '/v1/?chainId=1&projectId=keyport-dev',
      '{not json',
      400,
      'The request body is not valid JSON.',
    ],
    ['/v1/?chainId=1&projectId=keyport-dev', '{"jsonrpc":"1.0"}', 400, 'body'],
    [
      '/v1/?chainId=abc&projectId=keyport-dev',
      '{"jsonrpc":"2.0","method":"eth_chainId"}',
      400,
      'query.chainId',
    ],
    [
      '/v1/?projectId=keyport-dev',
      '{"jsonrpc":"2.0","method":"eth_chainId"}',
      400,
      'chainId is required',
    ],
    [
      '/v1/?chainId=1&projectId=keyport-dev',
      '{"jsonrpc":"2.0","method":"eth_chainId","id":1}',
      400,
      'Chain 1 is not supported here.',
    ],
    [
      '/v1/?chainId=1&projectId=keyport-dev',
      `{"jsonrpc":"2.0","pad":"${'a'.repeat(70_000)}"}`,
      413,
      'larger than 65536 bytes',
    ],
  ])(
    'behavior: POST %s with a bad body answers 4xx with a reason',
    async (path, body, status, message) => {
      const answer = await post(path, body)
      expect(answer.status).toBe(status)
      const json = (await answer.json()) as { reasons: { description: string }[] }
      expect(json.reasons[0]?.description).toContain(message)
    },
  )

  test('behavior: CORS preflight is answered', async () => {
    const answer = await fetch(`${api.url}/v1/supported-chains`, { method: 'OPTIONS' })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('behavior: past the limit a project gets 429 with Retry-After', async () => {
    let last: Response | undefined
    for (let i = 0; i < 45; i++)
      last = await fetch(`${api.url}/v1/supported-chains?projectId=keyport-dev`)
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      ((await (last as Response).json()) as { reasons: { description: string }[] }).reasons[0]
        ?.description,
    ).toMatch(/^Too many requests: at most 40 per 60 s\. Try again in \d+ seconds\.$/)
  })
})
