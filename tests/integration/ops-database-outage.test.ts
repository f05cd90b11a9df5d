import { createApiServer } from '@keyport/server/api/createApiServer.ts'
import { systemRoutes } from '@keyport/server/api/routes/systemRoutes.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import type { Database } from '@keyport/server/db/Database.ts'
import { openDatabase } from '@keyport/server/db/openDatabase.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgresCluster } from '../support/postgres.ts'

// The data API on a real PostgreSQL that is shut down and started again under it: while it is
// away every answer that needs it is a 503 with Retry-After (not a 500, not a crash), and the
// pool reconnects by itself once it is back.
describe('data API while PostgreSQL is down', () => {
  let cluster: ReturnType<typeof startPostgresCluster>
  let db: Database
  let api: ReturnType<typeof createApiServer> & { url: string }
  beforeAll(async () => {
    cluster = startPostgresCluster(await freePort('127.0.0.1', 0))
    db = await openDatabase({ url: cluster.url })
    // The one table the routes here read (project ids), instead of every migration.
    await db.exec(
      "create table projects (id text primary key); insert into projects values ('keyport-dev')",
    )
    const server = createApiServer({
      routes: systemRoutes,
      deps: { db, chains: new Map(), now: Date.now, log: () => {} },
    })
    api = Object.assign(server, { url: await server.listen(0) })
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    await db?.close().catch(() => {})
    cluster?.stop()
  })

  const supportedChains = () => fetch(`${api.url}/v1/supported-chains?projectId=keyport-dev`)

  test('behavior: stopping PostgreSQL gives 503 + Retry-After on requests and /ready; starting it again gives 200 without a restart', async () => {
    expect((await supportedChains()).status).toBe(200)
    expect((await fetch(`${api.url}/ready`)).status).toBe(200)

    // The pool's idle connections die with the server: pg emits 'error', which must not crash us.
    cluster.pause()
    // A project id not seen yet, so the answer needs the database (known ids are cached).
    const down = await fetch(`${api.url}/v1/supported-chains?projectId=not-cached-yet`)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('2')
    expect(await down.json()).toMatchObject({
      code: 'database_unavailable',
      error: 'The database is unavailable; retry shortly.',
    })
    const notReady = await fetch(`${api.url}/ready`)
    expect(notReady.status).toBe(503)
    expect(notReady.headers.get('retry-after')).toBe('2')
    expect(await notReady.json()).toEqual({
      ready: false,
      failing: [{ name: 'database', problem: 'unreachable' }],
    })

    cluster.resume()
    expect((await fetch(`${api.url}/ready`)).status).toBe(200)
    expect((await fetch(`${api.url}/v1/supported-chains?projectId=not-cached-yet`)).status).toBe(
      403,
    )
    expect((await supportedChains()).status).toBe(200)
  })
})
