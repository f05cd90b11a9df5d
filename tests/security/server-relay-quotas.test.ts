import { freePort } from '@keyport/server/chain/freePort.ts'
import {
  createRedisBroker,
  createRelay,
  defaultRelayLimits,
  type RelayBroker,
  type RelayLimits,
} from '@keyport/server/relay/index.ts'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { randomTopic } from '../support/createRawRelayClient.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Finding 4 (relay): one self-minted identity could fill the whole relay, storage had only a
// global cap, a 30-day TTL was kept 30 days, and the Redis broker had no message-count cap.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type Frame = {
  id?: unknown
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * A relay client that says which address it connects from: the relay trusts 127.0.0.1 as a
 * proxy here, so X-Forwarded-For names the client (createRawRelayClient cannot send headers).
 */
async function connect(url: string, ip = '198.51.100.1', now = Date.now()) {
  // Signed at the relay's (maybe moved) clock, as a client living then would.
  const jwt = await signJWT('client', url, 86_400, generateKeyPair(), Math.floor(now / 1000))
  const socket = new WebSocket(`${url}/?auth=${jwt}`, {
    headers: { 'x-forwarded-for': ip },
  })
  cleanups.push(() => socket.close())
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    frames.push(frame)
    if (frame.method === 'irn_subscription')
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    for (const waiter of waiters) waiter()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const waitFor = (match: (frame: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No matching frame within 3 s')), 3_000)
      const check = () => {
        const found = frames.find(match)
        if (!found) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve(found)
      }
      waiters.add(check)
      check()
    })
  let nextId = 1
  return {
    call(method: string, params: unknown) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((frame) => frame.id === id && !frame.method)
    },
    received: (topic: string) =>
      frames
        .filter((frame) => frame.method === 'irn_subscription')
        .map((frame) => (frame.params as { data: { topic: string; message: string } }).data)
        .filter((data) => data.topic === topic)
        .map((data) => data.message),
  }
}

const message = (topic = randomTopic(), ttl = 300) => ({
  topic,
  message: `${Math.random()}`.padEnd(200, 'x'),
  ttl,
  tag: 1108,
})
const batch = (size: number) => ({ messages: Array.from({ length: size }, () => message()) })

const redis = ensureRedisServer()
type BrokerFor = (limits: RelayLimits, now?: () => number) => Promise<RelayBroker | undefined>
const brokers: [string, BrokerFor][] = [
  ['memory broker', async () => undefined],
  ...(redis.path
    ? [
        [
          'Redis broker',
          async (limits: RelayLimits, now?: () => number) => {
            const server = await startRedis(redis.path!, await freePort('127.0.0.1', 0))
            cleanups.push(() => server.stop())
            return createRedisBroker({ url: server.url, limits, ...(now ? { now } : {}) })
          },
        ] as [string, BrokerFor],
      ]
    : []),
]

describe.each(brokers)('relay storage quotas, %s (finding 4)', (_name, brokerFor) => {
  const start = async (overrides: Partial<RelayLimits>, now?: () => number) => {
    const limits = { ...defaultRelayLimits, ...overrides }
    const relay = createRelay({
      limits,
      broker: await brokerFor(limits, now),
      trustedProxies: '127.0.0.1',
      onError: () => {},
      ...(now ? { now } : {}),
    })
    const url = await relay.listen(0)
    cleanups.push(() => relay.close())
    return url
  }
  // Two honest clients on one topic: each message one sends reaches the other.
  const exchange = async (url: string, ip: string, count: number) => {
    const [alice, bob] = [await connect(url, ip), await connect(url, ip)]
    const topic = randomTopic()
    expect((await bob.call('irn_subscribe', { topic })).result).toBeTruthy()
    for (let i = 0; i < count; i++) {
      const sent = message(topic)
      expect((await alice.call('irn_publish', sent)).error).toBeUndefined()
      await expect.poll(() => bob.received(topic)).toContain(sent.message)
    }
  }

  test('attack: one client fills its quota with irn_batchPublish and every other client keeps publishing and receiving', async () => {
    // Without a per-client quota, 100 messages from one identity fill the whole store.
    const url = await start({ maxStoredMessagesPerClient: 40, maxStoredMessages: 100 })
    const attacker = await connect(url)
    let refusal: Frame['error']
    for (let frame = 0; frame < 20 && !refusal; frame++)
      refusal = (await attacker.call('irn_batchPublish', batch(20))).error
    expect(refusal?.code).toBe(-32005)
    expect(refusal?.message).toContain('the limit is 40 per client (maxStoredMessagesPerClient)')
    // It goes on sending: still refused, and nobody else notices.
    for (let frame = 0; frame < 5; frame++)
      expect((await attacker.call('irn_batchPublish', batch(20))).error?.code).toBe(-32005)
    await exchange(url, '198.51.100.1', 10)
    await exchange(url, '203.0.113.7', 10)
  })

  test('attack: one address signing itself new identities fills only its own quota (an IPv6 /64 counts as one); clients from other addresses keep publishing and receiving', async () => {
    const url = await start({
      maxStoredMessagesPerClient: 10,
      maxStoredMessagesPerIp: 30,
      maxStoredMessages: 100,
    })
    const refusals: string[] = []
    // Twelve identities, each from another address of the same /64: 120 messages if unchecked.
    for (let i = 1; i <= 12; i++) {
      const attacker = await connect(url, `2001:db8:1:2::${i.toString(16)}`)
      const answer = await attacker.call('irn_batchPublish', batch(10))
      if (answer.error) refusals.push(answer.error.message)
    }
    expect(refusals).toHaveLength(9)
    expect(refusals[0]).toContain('the limit is 30 per address, an IPv6 /64 counting as one')
    await exchange(url, '2001:db8:1:3::1', 10)
    await exchange(url, '203.0.113.7', 10)
  })

  test('attack: one client past its byte quota is refused, naming maxStoredBytesPerClient; another client keeps publishing', async () => {
    const url = await start({ maxStoredBytesPerClient: 2_000, maxStoredBytes: 4_000 })
    const attacker = await connect(url)
    let refusal: Frame['error']
    for (let frame = 0; frame < 10 && !refusal; frame++)
      refusal = (await attacker.call('irn_batchPublish', batch(5))).error
    expect(refusal?.message).toContain(
      'the limit is 2000 bytes per client (maxStoredBytesPerClient)',
    )
    await exchange(url, '198.51.100.1', 5)
  })

  test('attack: messages spread over many topics past maxStoredMessages are refused, naming the limit', async () => {
    const url = await start({ maxStoredMessages: 6 })
    const clients = [await connect(url, '198.51.100.1'), await connect(url, '198.51.100.2')]
    for (const client of clients)
      expect((await client.call('irn_batchPublish', batch(3))).result).toBe(true)
    const refused = await clients[0]!.call('irn_publish', message())
    expect(refused.error?.code).toBe(-32005)
    expect(refused.error?.message).toContain(
      '6 messages are waiting for delivery (maxStoredMessages)',
    )
  })

  test('attack: one topic past maxMailboxLength is refused, naming the limit', async () => {
    const url = await start({ maxMailboxLength: 3 })
    const sender = await connect(url)
    const topic = randomTopic()
    for (let i = 0; i < 3; i++)
      expect((await sender.call('irn_publish', message(topic))).result).toBe(true)
    const refused = await sender.call('irn_publish', message(topic))
    expect(refused.error?.message).toContain('(maxMailboxLength)')
  })

  test('attack: a message published with a 30-day TTL is kept at most maxTtlSeconds (7 days by default)', async () => {
    let offset = 0
    const url = await start({}, () => Date.now() + offset)
    const day = 86_400_000
    const publisher = await connect(url)
    const [kept, dropped] = [randomTopic(), randomTopic()]
    for (const topic of [kept, dropped])
      expect((await publisher.call('irn_publish', message(topic, 30 * 86_400))).result).toBe(true)
    offset = 7 * day - 60_000
    const early = await connect(url, '203.0.113.7', Date.now() + offset)
    expect(await early.call('irn_batchFetchMessages', { topics: [kept] })).toMatchObject({
      result: { messages: [{ topic: kept }] },
    })
    offset = 7 * day + 60_000
    const late = await connect(url, '203.0.113.8', Date.now() + offset)
    expect(await late.call('irn_batchFetchMessages', { topics: [dropped] })).toMatchObject({
      result: { messages: [] },
    })
    expect(defaultRelayLimits.maxTtlSeconds).toBe(7 * 86_400)
  })
})
