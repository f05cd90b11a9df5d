import { freePort } from '@keyport/server/chain/freePort.ts'
import {
  createRedisBroker,
  createRelay,
  defaultRelayLimits,
  type RelayBroker,
} from '@keyport/server/relay/index.ts'
import { afterEach, describe, expect, test } from 'vitest'
import { createRawRelayClient, randomTopic } from '../support/createRawRelayClient.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Issue 37, Deliver 3 (relay conformance): a fetch did not count as delivery, so the next
// subscribe pushed the same messages again; and a publisher's ack could trail its peer's copy.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const redis = ensureRedisServer()
type BrokerFor = () => Promise<RelayBroker | undefined>
const brokers: [string, BrokerFor][] = [
  ['memory broker', async () => undefined],
  ...(redis.path
    ? [
        [
          'Redis broker',
          async () => {
            const server = await startRedis(redis.path!, await freePort('127.0.0.1', 0))
            cleanups.push(() => server.stop())
            return createRedisBroker({ url: server.url, limits: defaultRelayLimits })
          },
        ] as [string, BrokerFor],
      ]
    : []),
]

const publish = (topic: string, message: string) => ({ topic, message, ttl: 300, tag: 1108 })

describe.each(brokers)('relay delivery, %s', (_name, brokerFor) => {
  const start = async () => {
    const relay = createRelay({ broker: await brokerFor(), onError: () => {} })
    const url = await relay.listen(0)
    cleanups.push(() => relay.close())
    return url
  }
  const client = async (url: string, options?: Parameters<typeof createRawRelayClient>[1]) => {
    const created = await createRawRelayClient(url, options)
    cleanups.push(() => created.close())
    return created
  }

  test('behavior: a fetched message is not pushed again on subscribe (irn_batchFetchMessages counts as delivery)', async () => {
    const url = await start()
    const dapp = await client(url)
    const [first, second] = [randomTopic(), randomTopic()]
    await dapp.call('irn_publish', publish(first, 'session update'))
    await dapp.call('irn_publish', publish(second, 'session event'))
    const wallet = await client(url)
    const fetched = await wallet.call('irn_batchFetchMessages', { topics: [first, second] })
    expect(fetched.result).toMatchObject({
      messages: [{ message: 'session update' }, { message: 'session event' }],
      hasMore: false,
    })
    expect(
      (await wallet.call('irn_batchSubscribe', { topics: [first, second] })).result,
    ).toHaveLength(2)
    await wallet.settled()
    expect([wallet.pushed(first), wallet.pushed(second)]).toEqual([0, 0])
    // Fetching again finds nothing new; a message published after the fetch is still pushed.
    await dapp.call('irn_publish', publish(first, 'later'))
    expect((await wallet.message(first)).message).toBe('later')
    const again = await wallet.call('irn_batchFetchMessages', { topics: [first, second] })
    expect(again.result).toMatchObject({ messages: [] })
  })

  test('behavior: the publisher’s ack comes before the peer’s copy', async () => {
    const url = await start()
    const [dapp, wallet] = [await client(url), await client(url)]
    const topic = randomTopic()
    await wallet.call('irn_subscribe', { topic })
    // One record of arrivals across both sockets, in the order this process saw them.
    const arrivals: string[] = []
    dapp.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { id?: number; result?: unknown }
      if (frame.result !== undefined) arrivals.push(`ack ${frame.id}`)
    })
    wallet.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        method?: string
        params?: { data: { message: string } }
      }
      if (frame.method === 'irn_subscription') arrivals.push(`copy ${frame.params!.data.message}`)
    })
    const expected: string[] = []
    for (let i = 0; i < 10; i++) {
      const id = (await dapp.call('irn_publish', publish(topic, `m${i}`))).id
      await expect.poll(() => arrivals.includes(`copy m${i}`)).toBe(true)
      expected.push(`ack ${id}`, `copy m${i}`)
    }
    expect(arrivals).toEqual(expected)
  })
})
