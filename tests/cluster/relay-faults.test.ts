import { anvilAccount0Key } from '@keyport/test-wallet'
import { createWcTestWallet } from '@keyport/wc-test-wallet'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDappClient, proposeSession, testChains } from '../support/createDappClient.ts'
import { createRawRelayClient, randomTopic } from '../support/createRawRelayClient.ts'
import { createReconnectingRelayClient } from './support/createReconnectingRelayClient.ts'
import { startRelayCluster } from './support/startRelayCluster.ts'
import { startSteadyLoad } from './support/startSteadyLoad.ts'

type Client = Awaited<ReturnType<typeof createReconnectingRelayClient>>
type Pair = { topic: string; sender: Client; receiver: Client }

const pairCount = 4

describe('relay cluster under faults (2 processes, HAProxy, Redis)', () => {
  let cluster: Awaited<ReturnType<typeof startRelayCluster>>
  const clients: Client[] = []
  beforeAll(async () => {
    cluster = await startRelayCluster()
  }, 180_000)
  afterAll(async () => {
    for (const client of clients) client.close()
    await cluster?.stop()
  })

  /** Pairs through the balancer; its round robin puts senders and receivers on both relays. */
  const connectPairs = async () => {
    const pairs: Pair[] = []
    for (let k = 0; k < pairCount; k++) {
      const first = await createReconnectingRelayClient(cluster.url)
      const second = await createReconnectingRelayClient(cluster.url)
      clients.push(first, second)
      const [sender, receiver] = k % 2 === 0 ? [first, second] : [second, first]
      const topic = randomTopic()
      await receiver.subscribe(topic)
      pairs.push({ topic, sender, receiver })
    }
    return pairs
  }

  test('behavior: SIGKILL of one relay mid-stream loses no message: its clients reconnect through HAProxy and the Redis mailbox redelivers', async () => {
    const pairs = await connectPairs()
    const load = startSteadyLoad({
      perSecond: 40,
      send: async (seq) => {
        const pair = pairs[seq % pairCount]!
        await pair.sender.publish(pair.topic, `message ${seq}`)
        return 200
      },
    })
    await load.answers(40)
    await cluster.instances[0]!.process.kill()
    const killedAfter = load.sent()
    // Past HAProxy's two failed health checks: new connections all go to the live relay.
    await load.answers(killedAfter + 120)
    // Every publish was answered: stored in Redis by one relay or the other.
    await load.stop()
    const sent = load.sent()
    const missing = async () =>
      pairs.flatMap((pair, k) => {
        const got = new Set(pair.receiver.received.map((entry) => entry.message))
        return Array.from({ length: sent }, (_, seq) => seq)
          .filter((seq) => seq % pairCount === k && !got.has(`message ${seq}`))
          .map((seq) => `pair ${k}: message ${seq}`)
      })
    await expect.poll(missing, { timeout: 10_000, interval: 100 }).toEqual([])
    // At-least-once, as WalletConnect's relay is: a message delivered just before the kill whose
    // ack had not reached Redis comes again after the reconnect. The client drops it by id (its
    // JSON-RPC history); what must never happen is a second copy on the same connection.
    for (const { receiver } of pairs) {
      const copies = new Map<string, number[]>()
      for (const entry of receiver.received)
        copies.set(entry.message, [...(copies.get(entry.message) ?? []), entry.connection])
      for (const connections of copies.values())
        expect(new Set(connections).size).toBe(connections.length)
    }
    // The kill hit both sides: some senders and some receivers had to reconnect.
    expect(pairs.some((pair) => pair.sender.connections() > 1)).toBe(true)
    expect(pairs.some((pair) => pair.receiver.connections() > 1)).toBe(true)
    expect(cluster.instances[1]!.process.running).toBe(true)
  })

  test('behavior: a WalletConnect dapp and wallet paired through HAProxy still get a signature across after each relay was killed in turn', async () => {
    await cluster.revive(0)
    const dapp = await createDappClient(cluster.url)
    const wallet = await createWcTestWallet({
      relayUrl: cluster.url,
      privateKey: anvilAccount0Key,
      chains: testChains,
    })
    try {
      const { uri, approval } = await proposeSession(dapp)
      await wallet.pair(uri!)
      const session = await approval()
      // Whichever relay each client is on, one of the two kills drops it; each time the live
      // relay takes it over through the balancer.
      await cluster.instances[0]!.process.kill()
      await cluster.revive(0)
      await cluster.instances[1]!.process.kill()
      const signature = await dapp.request<`0x${string}`>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x6869', wallet.address] },
      })
      expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true)
    } finally {
      await dapp.core.relayer.transportClose().catch(() => {})
      await wallet.kit.core.relayer.transportClose().catch(() => {})
    }
  }, 60_000)

  /** A message from a client of relay 2 to one of relay 1: live, then from the mailbox. */
  const exchange = async () => {
    const topic = randomTopic()
    const receiver = await createRawRelayClient(cluster.instances[0]!.url)
    const sender = await createRawRelayClient(cluster.instances[1]!.url)
    try {
      await receiver.call('irn_subscribe', { topic })
      await sender.call('irn_publish', { topic, message: 'live', ttl: 300, tag: 0 })
      await receiver.message(topic, 2_000)
      const later = randomTopic()
      await sender.call('irn_publish', { topic: later, message: 'stored', ttl: 300, tag: 0 })
      await receiver.call('irn_subscribe', { topic: later })
      return (await receiver.message(later, 2_000)).message
    } catch (error) {
      return String(error)
    } finally {
      receiver.close()
      sender.close()
    }
  }

  test('behavior: after Redis restarts, clients on two relays exchange messages again (fan-out and mailbox), and a message stored before the restart is delivered after it', async () => {
    await Promise.all([cluster.revive(0), cluster.revive(1)])
    expect(await exchange()).toBe('stored')
    const topic = randomTopic()
    const early = await createRawRelayClient(cluster.instances[1]!.url)
    await early.call('irn_publish', { topic, message: 'before the restart', ttl: 300, tag: 0 })
    early.close()
    // An operator's restart: Redis writes its append-only file out and stops.
    await cluster.redis.kill('SIGTERM')
    await cluster.redis.start()
    await expect.poll(exchange, { timeout: 15_000, interval: 200 }).toBe('stored')
    const late = await createRawRelayClient(cluster.instances[0]!.url)
    await late.call('irn_subscribe', { topic })
    expect((await late.message(topic)).message).toBe('before the restart')
    late.close()
    expect(
      cluster.instances.every((instance) => instance.process.running),
      cluster.output(),
    ).toBe(true)
  })
})
