import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  balancerSourceAddress,
  ensureHaproxy,
  haproxyConfig,
  type LbBackend,
  type LbServer,
  nonCanonicalPathRegex,
  startHaproxy,
} from './haproxy.ts'

const servers = (name: string, base: number, count: number): LbServer[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${name}-${i + 1}`,
    host: '127.0.0.1',
    port: base + 100 * (i + 1),
  }))

const backends: LbBackend[] = [
  {
    name: 'api',
    bind: { host: '127.0.0.1', port: 4000 },
    servers: servers('api', 4000, 3),
    healthPath: '/health',
  },
  {
    name: 'relay',
    bind: { host: '127.0.0.1', port: 4001 },
    servers: servers('relay', 4001, 3),
    healthPath: '/ready',
    websocket: true,
  },
]

/** The lines of one `frontend`/`backend` section, without its header. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n')
  const start = lines.indexOf(header)
  expect(start, `no "${header}" section`).toBeGreaterThanOrEqual(0)
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => line === '' || !line.startsWith('  '))
  return rest.slice(0, end === -1 ? undefined : end).map((line) => line.trim())
}

describe('haproxyConfig', () => {
  const config = haproxyConfig(backends, { statsPort: 8404 })

  test('behavior: each service gets a frontend on its usual port and round robin over its instances', () => {
    const frontend = section(config, 'frontend api')
    expect(frontend[0]).toBe('bind 127.0.0.1:4000')
    expect(frontend.at(-1)).toBe('default_backend api')
    const api = section(config, 'backend api')
    expect(api).toContain('balance roundrobin')
    expect(api.filter((line) => line.startsWith('server '))).toEqual([
      'server api-1 127.0.0.1:4100 check inter 1s fall 2 rise 1',
      'server api-2 127.0.0.1:4200 check inter 1s fall 2 rise 1',
      'server api-3 127.0.0.1:4300 check inter 1s fall 2 rise 1',
    ])
  })

  test('behavior: the health check GETs each backend its own path; any answer below 500 passes', () => {
    expect(section(config, 'backend api')).toContain('option httpchk GET /health')
    expect(section(config, 'backend relay')).toContain('option httpchk GET /ready')
    expect(section(config, 'backend api')).toContain('http-check expect rstatus ^[234]')
  })

  test('behavior: only the WebSocket backend gets the long tunnel timeout', () => {
    expect(section(config, 'backend relay')).toContain('timeout tunnel 1h')
    expect(section(config, 'backend api').some((line) => line.startsWith('timeout tunnel'))).toBe(
      false,
    )
  })

  test('behavior: a dropped request is retried on another server, but only GET, HEAD and OPTIONS after they were sent', () => {
    const defaults = section(config, 'defaults')
    expect(defaults).toEqual(
      expect.arrayContaining([
        'mode http',
        'option forwardfor',
        'retries 2',
        'option redispatch 1',
        'retry-on conn-failure empty-response response-timeout',
      ]),
    )
    for (const name of ['api', 'relay'])
      expect(section(config, `backend ${name}`)).toContain(
        'http-request disable-l7-retry unless METH_GET or METH_OPTIONS',
      )
  })

  test('behavior: every frontend refuses non-canonical paths (400) and /metrics, /ready (404) before its backend', () => {
    const frontend = section(config, 'frontend api')
    expect(frontend).toContain(
      `http-request deny deny_status 400 if { path_reg '${nonCanonicalPathRegex}' }`,
    )
    expect(frontend).toContain(
      'http-request deny deny_status 404 if { path /metrics /metrics/ /ready /ready/ }',
    )
  })

  test('behavior: HAProxy connects from its own source address only when given one', () => {
    expect(section(config, 'defaults').some((line) => line.startsWith('source'))).toBe(false)
    const sourced = haproxyConfig(backends, { sourceAddress: balancerSourceAddress })
    expect(section(sourced, 'defaults')).toContain(`source ${balancerSourceAddress}`)
    expect(() => haproxyConfig(backends, { sourceAddress: '127.0.0.1\n  bind :80' })).toThrow(
      'haproxyConfig: source address',
    )
  })

  test('behavior: the stats page is on loopback only when asked for', () => {
    expect(section(config, 'frontend stats')).toContain('bind 127.0.0.1:8404')
    expect(haproxyConfig(backends)).not.toContain('frontend stats')
  })

  test('behavior: a name, host or path that would write another directive is refused', () => {
    const [api] = backends as [LbBackend]
    expect(() => haproxyConfig([{ ...api, name: 'api\n  bind 0.0.0.0:80' }])).toThrow(
      /backend name/,
    )
    expect(() => haproxyConfig([{ ...api, healthPath: '/health HTTP/1.0\nx' }])).toThrow(
      /health path/,
    )
    expect(() =>
      haproxyConfig([{ ...api, servers: [{ name: 'a', host: '1.2.3.4 backup', port: 1 }] }]),
    ).toThrow(/server host/)
    expect(() => haproxyConfig([{ ...api, servers: [] }])).toThrow(/no servers/)
    expect(() => haproxyConfig([api, api])).toThrow(/repeat/)
    expect(() => haproxyConfig([{ ...api, bind: { host: '127.0.0.1', port: 70_000 } }])).toThrow(
      /port 70000/,
    )
  })

  // Debian's haproxy is installed by `npm run start:cluster` (ensureHaproxy); where it is not,
  // the text above is all this file can check.
  const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
  const dir = mkdtempSync(join(tmpdir(), 'keyport-haproxy-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test.skipIf(!haproxy)('behavior: ensureHaproxy finds the installed binary', () => {
    expect(ensureHaproxy()).toBe(haproxy)
  })

  test.skipIf(!haproxy)('behavior: haproxy -c accepts the config', () => {
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(file, config)
    const result = spawnSync(haproxy!, ['-c', '-f', file], { encoding: 'utf8' })
    expect(result.stderr + result.stdout).not.toMatch(/\[(WARNING|ALERT)\]/)
    expect(result.status).toBe(0)
  })

  test.skipIf(!haproxy)(
    'behavior: startHaproxy serves through the balancer with X-Forwarded-For and a request id, never /metrics, until stop()',
    async () => {
      const seen: (string | undefined)[] = []
      const ids: (string | undefined)[] = []
      const upstream = createServer((request, response) => {
        seen.push(request.headers['x-forwarded-for'] as string | undefined)
        ids.push(request.headers['x-request-id'] as string | undefined)
        response.end(request.url)
      })
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
      const free = createServer()
      await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve))
      const port = (free.address() as AddressInfo).port
      await new Promise((resolve) => free.close(resolve))
      const file = join(dir, 'live.cfg')
      const upstreamPort = (upstream.address() as AddressInfo).port
      writeFileSync(
        file,
        haproxyConfig([
          {
            name: 'api',
            bind: { host: '127.0.0.1', port },
            healthPath: '/health',
            servers: [{ name: 'api-1', host: '127.0.0.1', port: upstreamPort }],
          },
        ]),
      )
      const lb = await startHaproxy(file, [port])
      try {
        const response = await fetch(`http://127.0.0.1:${port}/v1/anything`)
        expect(await response.text()).toBe('/v1/anything')
        expect(seen.at(-1)).toBe('127.0.0.1')
        // The balancer gives a request without an id a UUID, and keeps the one a client sent.
        expect(ids.at(-1)).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        )
        await fetch(`http://127.0.0.1:${port}/v1/anything`, {
          headers: { 'x-request-id': 'client-chosen.1' },
        })
        expect(ids.at(-1)).toBe('client-chosen.1')
        // /metrics is for a scraper on the instances' own ports, never served to the public side.
        const requests = ids.length
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404)
        expect(ids).toHaveLength(requests)
      } finally {
        await lb.stop()
        upstream.close()
      }
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
    },
  )

  test.skipIf(!haproxy)(
    'behavior: a GET an instance dropped unanswered is replayed on another; a POST is not',
    async () => {
      // api-1 answers its health check but drops every other request without a word, as an
      // instance killed mid-request does; api-2 answers and counts what reached it.
      const reached: string[] = []
      const dropping = createServer((request, response) => {
        if (request.url === '/health') response.end('ok')
        else request.socket.destroy()
      })
      const answering = createServer((request, response) => {
        reached.push(request.method!)
        request.resume()
        request.once('end', () => response.end('answered'))
      })
      for (const server of [dropping, answering])
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const probe = createServer()
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
      const port = (probe.address() as AddressInfo).port
      await new Promise((resolve) => probe.close(resolve))
      const file = join(dir, 'retry.cfg')
      const portOf = (server: typeof dropping) => (server.address() as AddressInfo).port
      writeFileSync(
        file,
        haproxyConfig([
          {
            name: 'api',
            bind: { host: '127.0.0.1', port },
            healthPath: '/health',
            servers: [
              { name: 'api-1', host: '127.0.0.1', port: portOf(dropping) },
              { name: 'api-2', host: '127.0.0.1', port: portOf(answering) },
            ],
          },
        ]),
      )
      const lb = await startHaproxy(file, [port])
      try {
        // Round robin: of four requests in a row, two go to api-1 first.
        const gets = []
        for (let i = 0; i < 4; i++) gets.push((await fetch(`http://127.0.0.1:${port}/v1/x`)).status)
        expect(gets).toEqual([200, 200, 200, 200])
        expect(reached.filter((method) => method === 'GET')).toHaveLength(4)
        const posts: (number | 'closed')[] = []
        for (let i = 0; i < 4; i++)
          posts.push(
            await fetch(`http://127.0.0.1:${port}/v1/x`, { method: 'POST', body: '{}' }).then(
              (response) => response.status,
              () => 'closed', // HAProxy may close the client's connection rather than send 502
            ),
          )
        // The POSTs that api-1 dropped fail instead of running a second time on api-2.
        expect(posts.filter((status) => status !== 200)).toHaveLength(2)
        expect(reached.filter((method) => method === 'POST')).toHaveLength(2)
      } finally {
        await lb.stop()
        dropping.close()
        answering.close()
      }
    },
  )
})
