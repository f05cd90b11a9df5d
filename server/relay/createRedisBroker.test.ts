import { afterEach, describe, expect, test } from 'vitest'
import { ensureRedisServer, startRedis } from '../../tests/support/redis.ts'
import { freePort } from '../chain/freePort.ts'
import { createRedisBroker } from './createRedisBroker.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { defaultRelayLimits } from './relayLimits.ts'
import type { StoredMessage } from './StoredMessage.ts'

const redisServer = ensureRedisServer()
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// Near real time: the keys expire in Redis by its own clock.
let clock = Date.now()
async function broker(maxMailboxLength: number, limits: Partial<typeof defaultRelayLimits> = {}) {
  const redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
  cleanups.push(() => redis.stop())
  const started = await createRedisBroker({
    url: redis.url,
    limits: { ...defaultRelayLimits, maxMailboxLength, ...limits },
    now: () => clock,
  })
  cleanups.push(() => started.close())
  const fannedOut: string[] = []
  started.onMessage((message) => fannedOut.push(message.id))
  return { broker: started, fannedOut }
}

const message = (id: string, topic = 'topic-1', ttlMs = 60_000): StoredMessage => ({
  id,
  topic,
  message: `body of ${id}`,
  publishedAt: clock,
  expiresAt: clock + ttlMs,
  tag: 1100,
  publisher: 'dapp',
})
// What the relay does with a publish: store it, and fan it out unless the mailbox held it already.
const publish = async (broker: RelayBroker, stored: StoredMessage) => {
  if (await broker.store(stored)) await broker.fanOut(stored)
}
const ids = async (broker: RelayBroker, clientId = 'wallet', topic = 'topic-1') =>
  (await broker.pending(topic, clientId)).map((entry) => entry.id)

describe.skipIf(!redisServer.path)('Redis broker mailboxes', () => {
  test('behavior: a message published twice (a client retrying) is stored once and handed on again (the relay that stored it may have died before handing it on; each socket drops a copy it already sent)', async () => {
    const { broker: relay, fannedOut } = await broker(10)
    await publish(relay, message('m1'))
    await publish(relay, message('m1'))
    expect(await ids(relay)).toEqual(['m1'])
    await expect.poll(() => fannedOut).toEqual(['m1', 'm1'])
  })

  test('behavior: a mailbox full of delivered messages makes room by dropping every delivered one, and goes on taking messages', async () => {
    const { broker: relay, fannedOut } = await broker(3)
    for (const id of ['m1', 'm2', 'm3']) {
      await publish(relay, message(id))
      await relay.ack('topic-1', id, 'wallet')
    }
    await publish(relay, message('m4'))
    // A client that acknowledged nothing sees only what is left: not m2 and m3 either, so the
    // next publishes find room without reading the mailbox.
    expect(await ids(relay, 'second-device')).toEqual(['m4'])
    for (const id of ['m5', 'm6']) await publish(relay, message(id))
    expect(await ids(relay)).toEqual(['m4', 'm5', 'm6'])
    await expect.poll(() => fannedOut).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6'])
  })

  test('attack: a mailbox full of undelivered messages refuses the next one, naming the limit; the refused id can be sent again once there is room', async () => {
    const { broker: relay } = await broker(2)
    await publish(relay, message('m1'))
    await publish(relay, message('m2'))
    await expect(publish(relay, message('m3'))).rejects.toThrow(/Mailbox full.*maxMailboxLength/)
    await relay.ack('topic-1', 'm1', 'wallet')
    await publish(relay, message('m3'))
    expect(await ids(relay)).toEqual(['m2', 'm3'])
  })

  test('behavior: an expired message is dropped at the next publish, so it no longer counts against the limit', async () => {
    const { broker: relay } = await broker(2)
    await publish(relay, message('short', 'topic-1', 1_000))
    await publish(relay, message('long'))
    clock += 2_000
    await publish(relay, message('new'))
    expect(await ids(relay)).toEqual(['long', 'new'])
  })

  test('attack: a client past maxStoredMessagesPerClient is refused and another is not; its expired messages free its quota', async () => {
    const { broker: relay } = await broker(10, { maxStoredMessagesPerClient: 2 })
    const from = (id: string, publisher: string, ttlMs?: number) => ({
      ...message(id, `topic-${id}`, ttlMs),
      publisher,
      publisherIp: '203.0.113.7',
    })
    await publish(relay, from('m1', 'dapp', 1_000))
    await publish(relay, from('m2', 'dapp'))
    await expect(publish(relay, from('m3', 'dapp'))).rejects.toThrow(
      'the limit is 2 per client (maxStoredMessagesPerClient)',
    )
    await publish(relay, from('m4', 'wallet'))
    clock += 2_000
    await publish(relay, from('m5', 'dapp'))
    expect(await relay.storedMessages!()).toBe(3)
  })
})
