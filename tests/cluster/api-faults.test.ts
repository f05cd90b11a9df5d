import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callApi, freshClientIp, signInWithSolana } from './support/apiCaller.ts'
import { startApiCluster } from './support/startApiCluster.ts'
import { startSteadyLoad } from './support/startSteadyLoad.ts'

// The rate limit of the instances: low enough that a test goes over it in a moment, above the
// balancer's own health checks (2 servers, one check a second each, all from 127.0.0.1).
const rateLimit = 300

describe('data API cluster under faults (2 processes, HAProxy, PostgreSQL, Redis)', () => {
  let cluster: Awaited<ReturnType<typeof startApiCluster>>
  // Written before any fault and read after them: data from before a fault must be there after it.
  let before: Awaited<ReturnType<typeof signInWithSolana>>
  beforeAll(async () => {
    cluster = await startApiCluster({ rateLimit })
    before = await signInWithSolana(cluster.instances[0]!.url)
    // PostgreSQL, Redis, HAProxy and two API processes start while the browser tests' stack boots
    // and the docs build beside them: over 60 s once on two cores (2026-11-29).
  }, 180_000)
  afterAll(() => cluster?.stop())

  const sessionPath = () => `/v1/sessions/${before.id}`

  /**
   * Spends `rateLimit` requests of one client over both instances, then asks once more. They go
   * 50 at a time: 300 sockets opened at once beside the other steps of `npm test` had one closed
   * before its answer (2026-11-29), which is not what this test is about.
   */
  const overTheLimit = async () => {
    const ip = freshClientIp()
    const under: Awaited<ReturnType<typeof callApi>>[] = []
    for (let first = 0; first < rateLimit; first += 50)
      under.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, rateLimit - first) }, (_, i) =>
            callApi(cluster.instances[(first + i) % 2]!.url, 'GET', '/v1/supported-chains', { ip }),
          ),
        )),
      )
    const over = await callApi(cluster.instances[0]!.url, 'GET', '/v1/supported-chains', { ip })
    return { under: under.filter((answer) => answer.status !== 200).length, over: over.status }
  }

  test('behavior: after Redis restarts, the shared rate limit holds again (over it 429, under 200)', async () => {
    expect(await overTheLimit()).toEqual({ under: 0, over: 429 })
    await cluster.redis.kill()
    // Without Redis each instance counts alone: requests are still served.
    expect((await callApi(cluster.url, 'GET', '/v1/supported-chains')).status).toBe(200)
    await cluster.redis.start()
    // Recovered once the instances counted in Redis again: one limit over both.
    await expect.poll(overTheLimit, { timeout: 15_000, interval: 200 }).toEqual({
      under: 0,
      over: 429,
    })
    expect(cluster.instances.every((instance) => instance.process.running)).toBe(true)
  })

  test('behavior: SIGKILL of one instance under a steady stream of GETs through HAProxy fails no request but those in flight at the kill', async () => {
    await Promise.all([cluster.revive(0), cluster.revive(1)])
    const load = startSteadyLoad({
      perSecond: 40,
      send: async () => (await callApi(cluster.url, 'GET', sessionPath())).status,
    })
    await load.answers(40)
    await cluster.instances[0]!.process.kill()
    // Taken once the process is gone: every request it held is in this set.
    const inFlightAtKill = load.inFlight()
    const killedAfter = load.sent()
    // Past HAProxy's two failed health checks a second apart: by then it sends nothing there.
    await load.answers(killedAfter + 120)
    await load.stop()
    const failed = load.records.filter((record) => record.status !== 200)
    expect(failed.filter((record) => !inFlightAtKill.has(record.seq))).toEqual([])
    expect(failed.length).toBeLessThanOrEqual(inFlightAtKill.size)
    expect(load.records.slice(killedAfter).every((record) => record.status === 200)).toBe(true)
    expect(cluster.instances[0]!.process.running).toBe(false)
  })

  test('behavior: a session opened at instance 1 is still valid at instance 2 and through HAProxy after instance 1 was killed', async () => {
    await cluster.instances[0]!.process.kill()
    for (const url of [cluster.instances[1]!.url, cluster.url]) {
      const verified = await callApi(url, 'POST', '/v1/sessions/verify', {
        body: { token: before.token },
      })
      expect(verified).toMatchObject({ status: 200, body: before.session })
    }
  })

  test('behavior: while PostgreSQL is down the API answers 503 with Retry-After; it answers 200 by itself once it is back, with the data of before', async () => {
    // Last in the file: a process that dies of the outage must not take the other tests with it.
    await Promise.all([cluster.revive(0), cluster.revive(1)])
    // Read before the fault: each instance's pool then holds an idle connection, as a busy one does.
    for (const instance of cluster.instances)
      expect((await callApi(instance.url, 'GET', sessionPath())).body).toEqual(before.session)
    cluster.postgres.pause()
    try {
      for (const url of [cluster.instances[0]!.url, cluster.instances[1]!.url, cluster.url]) {
        const down = await callApi(url, 'GET', sessionPath()).catch((error: Error) => ({
          status: 0,
          retryAfter: null,
          body: { error: `${error.message}: ${String(error.cause)}` },
        }))
        expect(down.status, `${url}: ${JSON.stringify(down.body)}\n${cluster.output()}`).toBe(503)
        expect(down.retryAfter).toMatch(/^\d+$/)
      }
    } finally {
      cluster.postgres.resume()
    }
    for (const instance of cluster.instances)
      await expect
        .poll(async () => (await callApi(instance.url, 'GET', sessionPath())).status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(200)
    expect((await callApi(cluster.url, 'GET', sessionPath())).body).toEqual(before.session)
    expect(cluster.instances.every((instance) => instance.process.running)).toBe(true)
  }, 60_000)
})
