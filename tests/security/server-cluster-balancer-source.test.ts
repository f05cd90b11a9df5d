import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clientIp, parseTrustedProxies } from '@keyport/server/api/http/clientIp.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import {
  balancerSourceAddress,
  haproxyConfig,
  startHaproxy,
} from '@keyport/server/cluster/haproxy.ts'
import { afterAll, describe, expect, test } from 'vitest'
import { rawRequest } from './serverTestApi.ts'

// Order 20, finding 5: the cluster's instances believed X-Forwarded-For from 127.0.0.1 (the
// balancer), and so from any client that itself connects to an instance from 127.0.0.1: it could
// name any address for its rate limits. Now HAProxy connects from an address of its own
// (balancerSourceAddress), the only one the instances trust.
const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path))
const dir = mkdtempSync(join(tmpdir(), 'keyport-lb-source-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.skipIf(!haproxy)('cluster: only the balancer names the client', () => {
  test('attack: a local client connecting to an instance from 127.0.0.1 cannot pick its address', async () => {
    const trusted = parseTrustedProxies(balancerSourceAddress)
    const instance = createServer((request, response) => response.end(clientIp(request, trusted)))
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    const instanceUrl = `http://127.0.0.1:${(instance.address() as AddressInfo).port}`
    const port = await freePort('127.0.0.1', 0)
    const file = join(dir, 'haproxy.cfg')
    writeFileSync(
      file,
      haproxyConfig(
        [
          {
            name: 'api',
            bind: { host: '127.0.0.1', port },
            healthPath: '/',
            servers: [
              { name: 'api-1', host: '127.0.0.1', port: (instance.address() as AddressInfo).port },
            ],
          },
        ],
        { sourceAddress: balancerSourceAddress },
      ),
    )
    const lb = await startHaproxy(file, [port])
    try {
      // Straight to the instance, from 127.0.0.1, with a forged header: its own address counts.
      const direct = await rawRequest(instanceUrl, 'GET', '/', {
        headers: { 'x-forwarded-for': '6.6.6.6' },
      })
      expect(direct.body).toBe('127.0.0.1')
      // Through the balancer, the balancer names the client (and a forged header is not believed).
      const through = await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/', {
        headers: { 'x-forwarded-for': '6.6.6.6' },
        localAddress: '127.0.0.3',
      })
      expect(through.body).toBe('127.0.0.3')
    } finally {
      await lb.stop()
      instance.close()
    }
  })
})
