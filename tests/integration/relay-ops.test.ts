import { freePort } from '@keyport/server/chain/freePort.ts'
import {
  createMemoryBroker,
  createRedisBroker,
  createRelay,
  defaultRelayLimits,
  type RelayBroker,
} from '@keyport/server/relay/index.ts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRawRelayClient, randomTopic } from '../support/createRawRelayClient.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(broker?: RelayBroker) {
  const lines: Record<string, unknown>[] = []
  const relay = createRelay({
    broker,
    onError: () => {},
    logFormat: 'json',
    logSink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  })
  const url = await relay.listen(0)
  cleanups.push(() => relay.close())
  const http = url.replace('ws:', 'http:')
  const metrics = async () => (await fetch(`${http}/metrics`)).text()
  return { url, http, lines, metrics }
}
async function client(url: string) {
  const created = await createRawRelayClient(url)
  cleanups.push(() => created.close())
  return created
}
const value = (text: string, name: string, labels = '') =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${name}{`) && line.includes(labels))
      ?.split(' ')
      .at(-1) ?? Number.NaN,
  )
const message = (topic: string) => ({ topic, message: `m${Math.random()}`, ttl: 300, tag: 1108 })

describe('relay operations', () => {
  test('behavior: /metrics counts connections, published and delivered messages and the mailbox depth', async () => {
    const relay = await startRelay()
    const topic = randomTopic()
    const dapp = await client(relay.url)
    const wallet = await client(relay.url)
    await wallet.call('irn_subscribe', { topic })
    expect((await dapp.call('irn_publish', message(topic))).result).toBe(true)
    await wallet.message(topic)
    const text = await relay.metrics()
    expect(value(text, 'keyport_relay_connections', 'service="relay"')).toBe(2)
    expect(value(text, 'keyport_relay_messages_total', 'event="published"')).toBe(1)
    expect(value(text, 'keyport_relay_messages_total', 'event="delivered"')).toBe(1)
    expect(value(text, 'keyport_relay_mailbox_messages')).toBe(1)
  })

  test('behavior: with the json format, each connection opening and closing is one line with its id', async () => {
    const relay = await startRelay()
    const wallet = await createRawRelayClient(relay.url)
    wallet.close()
    await wallet.closed
    await vi.waitFor(() => expect(relay.lines).toHaveLength(2))
    const [opened, closed] = relay.lines
    expect(opened).toMatchObject({ level: 'info', service: 'relay', msg: 'connection opened' })
    expect(opened?.connectionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(closed).toMatchObject({ msg: 'connection closed', connectionId: opened?.connectionId })
  })

  test('behavior: /ready is 200 on memory, 503 + Retry-After naming redis when the broker cannot reach it; /health stays 200 and echoes x-request-id', async () => {
    expect((await fetch(`${(await startRelay()).http}/ready`)).status).toBe(200)
    const broker: RelayBroker = {
      ...createMemoryBroker({ limits: defaultRelayLimits }),
      ping: () => Promise.reject(new Error('Connection is closed.')),
    }
    const { http } = await startRelay(broker)
    const answer = await fetch(`${http}/ready`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(await answer.json()).toEqual({
      ready: false,
      failing: [{ name: 'redis', problem: 'unreachable' }],
    })
    const health = await fetch(`${http}/health`, { headers: { 'x-request-id': 'probe-1' } })
    expect(health.status).toBe(200)
    expect(health.headers.get('x-request-id')).toBe('probe-1')
  })

  const redisServer = ensureRedisServer()
  test.skipIf(!redisServer.path)(
    'behavior: on Redis, /ready follows the Redis server and the mailbox gauge counts what Redis holds',
    async () => {
      const redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
      cleanups.push(() => redis.stop())
      const broker = await createRedisBroker({
        url: redis.url,
        limits: defaultRelayLimits,
        prefix: `ops-test:${randomTopic()}`,
      })
      const relay = await startRelay(broker)
      expect((await fetch(`${relay.http}/ready`)).status).toBe(200)
      const dapp = await client(relay.url)
      await dapp.call('irn_publish', message(randomTopic()))
      expect(value(await relay.metrics(), 'keyport_relay_mailbox_messages')).toBe(1)
      redis.stop()
      await vi.waitFor(async () => expect((await fetch(`${relay.http}/ready`)).status).toBe(503))
    },
  )
})
