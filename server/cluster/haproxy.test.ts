import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { haproxyConfig, type LbBackend, startHaproxy } from './haproxy.ts'

const servers = (name: string, base: number, count: number) =>
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
    expect(section(config, 'frontend api')).toEqual(['bind 127.0.0.1:4000', 'default_backend api'])
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

  test.skipIf(!haproxy)('behavior: haproxy -c accepts the config', () => {
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(file, config)
    const result = spawnSync(haproxy!, ['-c', '-f', file], { encoding: 'utf8' })
    expect(result.stderr + result.stdout).not.toMatch(/\[(WARNING|ALERT)\]/)
    expect(result.status).toBe(0)
  })

  test.skipIf(!haproxy)(
    'behavior: startHaproxy serves through the balancer with X-Forwarded-For until stop()',
    async () => {
      const seen: (string | undefined)[] = []
      const upstream = createServer((request, response) => {
        seen.push(request.headers['x-forwarded-for'] as string | undefined)
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
      } finally {
        await lb.stop()
        upstream.close()
      }
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
    },
  )
})
