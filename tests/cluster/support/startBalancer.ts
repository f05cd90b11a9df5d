import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { ensureHaproxy, haproxyConfig, startHaproxy } from '@keyport/server/cluster/haproxy.ts'

export type StartBalancerParameters = {
  /** 'api' or 'relay': the backend's name in the config. */
  name: string
  /** Where the balancer listens on 127.0.0.1. */
  port: number
  /** The instances' ports on 127.0.0.1. */
  servers: number[]
  healthPath: string
  /** The relay: WebSocket tunnels. @default false */
  websocket?: boolean
}

/**
 * HAProxy in front of some instances, with the config `npm run start:cluster` writes
 * (`server/cluster/haproxy.ts`: round robin, health checks every second, retries and redispatch).
 *
 * @example
 * const balancer = await startBalancer({ name: 'api', port, servers: [4100, 4200], healthPath: '/health' })
 */
export async function startBalancer({
  name,
  port,
  servers,
  healthPath,
  websocket = false,
}: StartBalancerParameters) {
  ensureHaproxy()
  const statsPort = await freePort('127.0.0.1', 0)
  const dir = mkdtempSync(join(tmpdir(), `keyport-${name}-lb-`))
  const file = join(dir, 'haproxy.cfg')
  writeFileSync(
    file,
    haproxyConfig(
      [
        {
          name,
          bind: { host: '127.0.0.1', port },
          servers: servers.map((server, i) => ({
            name: `${name}-${i + 1}`,
            host: '127.0.0.1',
            port: server,
          })),
          healthPath,
          websocket,
        },
      ],
      { statsPort },
    ),
  )
  const haproxy = await startHaproxy(file, [port, statsPort])
  /** How many of the backend's servers HAProxy sends requests to now (its stats, as CSV). */
  const serversUp = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text()
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n')
    const columns = header!.split(',')
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c))
    return rows
      .map((row) => row.split(','))
      .filter((row) => row[proxy!] === name && row[server!]!.startsWith(`${name}-`))
      .filter((row) => row[status!] === 'UP').length
  }
  return {
    serversUp,
    /** Resolves once HAProxy's health checks have every server up (after an instance came back). */
    async allUp() {
      while ((await serversUp()) < servers.length) await new Promise((r) => setTimeout(r, 100))
    },
    async stop() {
      await haproxy.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
