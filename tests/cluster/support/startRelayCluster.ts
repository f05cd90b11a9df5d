import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { ensureRedisServer, startRedis } from '../../support/redis.ts'
import { startBalancedInstances } from './startBalancedInstances.ts'
import { startServiceProcess } from './startServiceProcess.ts'

/**
 * Two relay processes (`server/relay/start.ts`, as `npm start` runs it) on one Redis with an
 * append-only file, behind
 * HAProxy with WebSocket tunnels: what the relay's fault tests need and nothing else.
 *
 * @example
 * const cluster = await startRelayCluster()
 * const wallet = await createReconnectingRelayClient(cluster.url)
 */
export async function startRelayCluster() {
  const redisServer = ensureRedisServer()
  if (!redisServer.path) throw new Error(`The relay fault tests need Redis: ${redisServer.reason}`)
  const [redisPort, lbPort, ...ports] = await Promise.all(
    [0, 0, 0, 0].map(() => freePort('127.0.0.1', 0)),
  )
  // Redis keeps an append-only file, as `npm run start:cluster` runs it: mailboxes outlive a restart.
  const dir = mkdtempSync(join(tmpdir(), 'keyport-relay-cluster-'))
  const redis = await startRedis(redisServer.path, redisPort!, { appendOnlyDir: dir })
  const service = await startBalancedInstances({
    name: 'relay',
    scheme: 'ws',
    ports: ports.map((port) => port!),
    balancerPort: lbPort!,
    websocket: true,
    start: (port) =>
      startServiceProcess({
        startFile: 'server/relay/start.ts',
        env: {
          REDIS_URL: redis.url,
          KEYPORT_RELAY_HOST: '127.0.0.1',
          KEYPORT_RELAY_PORT: String(port),
          // Clients sign their JWT for the balancer's URL; some tests reach an instance directly.
          KEYPORT_RELAY_AUDIENCE: `ws://127.0.0.1:${lbPort},ws://127.0.0.1:${port}`,
          KEYPORT_TRUSTED_PROXIES: '127.0.0.1',
        },
        ready: /^relay on /,
      }),
  })
  return {
    /** The load balancer's ws:// URL. */
    url: `ws://127.0.0.1:${lbPort}`,
    instances: service.instances,
    redis,
    balancer: service.balancer,
    revive: service.revive,
    output: service.output,
    /** Stops everything it started, whatever fails on the way. */
    async stop() {
      await service.stop()
      await redis.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
