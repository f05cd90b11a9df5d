// The cluster's instances believe X-Forwarded-For from 127.0.0.1 (HAProxy) only. Attack: a client
// behind the balancer writes the header itself to pick the address its rate limit counts.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { clientIp, parseTrustedProxies } from '../../server/api/http/clientIp.ts'
import { haproxyConfig, startHaproxy } from '../../server/cluster/haproxy.ts'

const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
const dir = mkdtempSync(join(tmpdir(), 'keyport-xff-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** GET through the balancer from 127.0.0.2, an address the instance does not trust. */
function getFrom127002(port: number, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', localAddress: '127.0.0.2', headers })
    req.once('response', (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.once('end', () => resolve(body))
    })
    req.once('error', reject)
    req.end()
  })
}

describe.skipIf(!haproxy)('cluster: X-Forwarded-For through HAProxy', () => {
  test('attack: a forged X-Forwarded-For does not change the address the instance counts', async () => {
    const trusted = parseTrustedProxies('127.0.0.1') // what clusterServices gives every instance
    const instance = createServer((req, res) => res.end(clientIp(req, trusted)))
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    const port = await freePort()
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(
      file,
      haproxyConfig([
        {
          name: 'api',
          bind: { host: '127.0.0.1', port },
          healthPath: '/',
          servers: [
            { name: 'api-1', host: '127.0.0.1', port: (instance.address() as AddressInfo).port },
          ],
        },
      ]),
    )
    const lb = await startHaproxy(file, [port])
    try {
      expect(await getFrom127002(port, {})).toBe('127.0.0.2')
      expect(await getFrom127002(port, { 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.2')
      expect(await getFrom127002(port, { 'x-forwarded-for': '6.6.6.6, 127.0.0.1' })).toBe(
        '127.0.0.2',
      )
    } finally {
      await lb.stop()
      instance.close()
    }
  })
})
