import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { ensureRedisServer, startRedis } from '../../support/redis.ts'
import { startBalancer } from './startBalancer.ts'
import { type ServiceProcess, startServiceProcess } from './startServiceProcess.ts'

/** One relay instance: its own ws:// URL, and the process behind it (replaced by `revive()`). */
export type RelayInstance = { url: string; process: ServiceProcess }

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
  const startInstance = async (port: number): Promise<RelayInstance> => ({
    url: `ws://127.0.0.1:${port}`,
    process: await startServiceProcess({
      startFile: 'server/relay/start.ts',
      env: {
        REDIS_URL: redis.url,
        KEYPORT_RELAY_HOST: '127.0.0.1',
        KEYPORT_RELAY_PORT: String(port),
        KEYPORT_TRUSTED_PROXIES: '127.0.0.1',
      },
      ready: /^relay on /,
    }),
  })
  const instances = await Promise.all(ports.map((port) => startInstance(port!)))
  const balancer = await startBalancer({
    name: 'relay',
    port: lbPort!,
    servers: ports.map((port) => port!),
    healthPath: '/health',
    websocket: true,
  })
  return {
    /** The load balancer's ws:// URL. */
    url: `ws://127.0.0.1:${lbPort}`,
    instances,
    redis,
    balancer,
    /**
     * Starts instance `index` again (on its port) if it is not running; resolves once HAProxy
     * sends connections to every instance.
     */
    async revive(index: number) {
      if (!instances[index]!.process.running) instances[index] = await startInstance(ports[index]!)
      await balancer.allUp()
    },
    /** What every instance printed, for a failing test's message. */
    output: () =>
      instances.map((instance, i) => `--- relay ${i + 1}\n${instance.process.output()}`).join('\n'),
    /** Stops everything it started, whatever fails on the way. */
    async stop() {
      await Promise.allSettled([
        balancer.stop(),
        ...instances.map((instance) => instance.process.stop()),
      ])
      await redis.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
