import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { haproxyConfig, startHaproxy } from '@keyport/server/cluster/haproxy.ts'
import { answerProbe } from '@keyport/server/idp/idpHttp.ts'
import { createRelay } from '@keyport/server/relay/createRelay.ts'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { rawRequest, startFakeApi } from './serverTestApi.ts'

// Order 20, finding 5: HAProxy refused /metrics by its raw path while the services normalised
// paths, so /./metrics was served through the balancer. Now every service refuses a path that is
// not in canonical form (400) before any route, and HAProxy refuses the same before any rule.
const spellings = [
  '/./metrics',
  '//metrics',
  '/%2e/metrics',
  '/%2E%2E/metrics',
  '/v1/../metrics',
  '/metrics/.',
  '/%6detrics',
  '/metrics%2F',
  '/x/..%2Fmetrics',
  '/.\\metrics',
]

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('server: paths are canonical before any route or balancer decision', () => {
  test.each(spellings)(
    'attack: %s reaches no route of the data API (400), never its metrics',
    async (path) => {
      const api = await startFakeApi()
      cleanups.push(api.close)
      const answer = await rawRequest(api.url, 'GET', path)
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('path_not_canonical')
      expect(answer.body).not.toContain('http_requests_total')
    },
  )

  test('attack: the relay and the IdP refuse another spelling of /metrics and /ready too', async () => {
    const relay = createRelay({ onError: () => {}, logFormat: 'text' })
    const relayUrl = (await relay.listen(0, '127.0.0.1')).replace(/^ws/, 'http')
    cleanups.push(() => relay.close())
    const idp = createServer((request, response) => {
      if (!answerProbe(request, response)) response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => idp.close())
    const idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
    for (const path of ['/./metrics', '//ready', '/%2e/ready'])
      expect((await rawRequest(relayUrl, 'GET', path)).status, path).toBe(400)
    for (const path of ['/./ready', '//health', '/%2e/ready'])
      expect((await rawRequest(idpUrl, 'GET', path)).status, path).toBe(400)
    expect((await rawRequest(idpUrl, 'GET', '/ready')).status).toBe(200)
  })

  test('attack: a WebSocket upgrade on another spelling of a path is refused before any check', async () => {
    const relay = createRelay({ onError: () => {}, logFormat: 'text' })
    const relayUrl = await relay.listen(0, '127.0.0.1')
    cleanups.push(() => relay.close())
    const { port } = new URL(relayUrl)
    const upgrade = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(
            `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
          ),
        )
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk
        })
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
      })
    expect(await upgrade('/./?auth=x')).toMatch(/^HTTP\/1\.1 400 .*canonical form/s)
    // The plain path goes on to the JWT check (401 without a valid one).
    expect(await upgrade('/?auth=x')).toMatch(/^HTTP\/1\.1 401 /)
  })

  test('behavior: plain paths, one trailing slash (the JSON-RPC /v1/) and any query still work', async () => {
    const api = await startFakeApi()
    cleanups.push(api.close)
    expect((await rawRequest(api.url, 'GET', '/health')).status).toBe(200)
    expect((await rawRequest(api.url, 'GET', '/metrics')).status).toBe(200)
    expect(
      (await rawRequest(api.url, 'GET', '/v1/supported-chains/?projectId=keyport-dev&x=//../%2e'))
        .status,
    ).toBe(200)
  })
})

const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
const dir = mkdtempSync(join(tmpdir(), 'keyport-paths-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.skipIf(!haproxy)('cluster: HAProxy refuses non-canonical paths', () => {
  test('attack: no spelling of /metrics or /ready passes the balancer to an instance', async () => {
    // An instance that would serve anything it is given, as a normalising server does.
    const seen: string[] = []
    const instance = createServer((request, response) => {
      seen.push(request.url ?? '')
      response.end('served')
    })
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => instance.close())
    const port = await freePort('127.0.0.1', 0)
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(
      file,
      haproxyConfig([
        {
          name: 'api',
          bind: { host: '127.0.0.1', port },
          healthPath: '/health',
          servers: [
            { name: 'api-1', host: '127.0.0.1', port: (instance.address() as AddressInfo).port },
          ],
        },
      ]),
    )
    const lb = await startHaproxy(file, [port])
    cleanups.push(() => lb.stop())
    const base = `http://127.0.0.1:${port}`
    for (const path of [...spellings, '/metrics', '/metrics/', '/ready', '/ready/'])
      expect((await rawRequest(base, 'GET', path)).status, path).toBeGreaterThanOrEqual(400)
    expect(seen.filter((url) => url !== '/health')).toEqual([])
    expect((await rawRequest(base, 'GET', '/v1/?chainId=1')).body).toBe('served')
  })
})
