import { freePort } from '@keyport/server/chain/freePort.ts'
import {
  createRedisBroker,
  createRelay,
  defaultRelayLimits,
  type RelayBroker,
  type RelayLimits,
  relayCloseCodes,
} from '@keyport/server/relay/index.ts'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, test } from 'vitest'
import { createRawRelayClient, randomTopic, relayJwt } from '../support/createRawRelayClient.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Finding 7 (relay): it trusted an unsigned JWT's `iss` unless RELAY_VERIFY_JWT=1, took any
// number of sockets from one address, and could hold about 12.8 GB of messages.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(limits: Partial<RelayLimits> = {}, broker?: RelayBroker) {
  const relay = createRelay({ limits, broker, onError: () => {} })
  const url = await relay.listen(0)
  cleanups.push(() => relay.close())
  return url
}
async function client(url: string, options?: Parameters<typeof createRawRelayClient>[1]) {
  const created = await createRawRelayClient(url, options)
  cleanups.push(() => created.close())
  return created
}
const publish = (topic: string, bytes: number) => ({
  topic,
  // Distinct bodies: the relay drops a message it already holds (same sha256) without storing it.
  message: `${Math.random()}${'x'.repeat(bytes)}`.slice(0, bytes),
  ttl: 300,
  tag: 1108,
})

describe('relay auth JWT (finding 7)', () => {
  test('attack: an unsigned JWT claiming another client’s iss is refused by default (401)', async () => {
    const url = await startRelay()
    // The victim's honest JWT names its did:key; the attacker keeps the header and payload and
    // drops the signature, or signs with a key of its own.
    const victim = await relayJwt(url, generateKeyPair())
    const [header, payload] = victim.split('.')
    for (const forged of [`${header}.${payload}.`, `${header}.${payload}.AAAA`]) {
      await expect(createRawRelayClient(url, { auth: forged })).rejects.toThrow(/401/)
    }
    await expect(createRawRelayClient(url, { auth: null })).rejects.toThrow(/401/)
    const honest = await client(url, { auth: victim })
    expect((await honest.call('irn_subscribe', { topic: randomTopic() })).result).toBeTruthy()
  })
})

describe('relay connections per IP (finding 7)', () => {
  test('attack: one address opening more sockets than maxConnectionsPerIp gets a JSON-RPC error and close 1013', async () => {
    const url = await startRelay({ maxConnectionsPerIp: 3 })
    const held = [await client(url), await client(url), await client(url)]
    const extra = await client(url)
    const { code, reason } = await extra.closed
    expect(code).toBe(relayCloseCodes.tooManyConnections)
    expect(reason).toContain('Too many connections')
    expect(extra.frames[0]?.error?.message).toContain('at most 3 (maxConnectionsPerIp)')
    // A closed socket frees its place.
    held[0]!.close()
    await held[0]!.closed
    await expect
      .poll(async () => {
        const again = await client(url)
        const open = await Promise.race([
          again.closed.then(() => false),
          again.call('irn_subscribe', { topic: randomTopic() }).then(() => true),
        ])
        return open
      })
      .toBe(true)
  })
})

const redis = ensureRedisServer()

describe.each([
  ['memory broker', async () => undefined],
  ...(redis.path
    ? [
        [
          'Redis broker',
          async (limits: RelayLimits) => {
            const server = await startRedis(redis.path!, await freePort('127.0.0.1', 0))
            cleanups.push(() => server.stop())
            return createRedisBroker({ url: server.url, limits })
          },
        ] as const,
      ]
    : []),
] as [string, (limits: RelayLimits) => Promise<RelayBroker | undefined>][])(
  'relay byte budget, %s (finding 7)',
  (_name, brokerFor) => {
    const start = async (overrides: Partial<RelayLimits>) => {
      const limits = { ...defaultRelayLimits, ...overrides }
      return startRelay(limits, await brokerFor(limits))
    }

    test('attack: filling one topic past maxTopicBytes is refused with an error naming the limit', async () => {
      const url = await start({ maxTopicBytes: 4_000 })
      const attacker = await client(url)
      const topic = randomTopic()
      for (let i = 0; i < 2; i++)
        expect((await attacker.call('irn_publish', publish(topic, 1_500))).result).toBe(true)
      const refused = await attacker.call('irn_publish', publish(topic, 1_500))
      expect(refused.error?.code).toBe(-32005)
      expect(refused.error?.message).toContain('the limit is 4000 bytes per topic (maxTopicBytes)')
    })

    test('attack: spreading messages over many topics past maxStoredBytes is refused with an error naming the limit', async () => {
      const url = await start({ maxStoredBytes: 5_000 })
      const attacker = await client(url)
      for (let i = 0; i < 3; i++)
        expect((await attacker.call('irn_publish', publish(randomTopic(), 1_500))).result).toBe(
          true,
        )
      const refused = await attacker.call('irn_publish', publish(randomTopic(), 1_500))
      expect(refused.error?.code).toBe(-32005)
      expect(refused.error?.message).toContain('the limit is 5000 bytes (maxStoredBytes)')
    })
  },
)

describe('relay defaults (finding 7)', () => {
  test('behavior: the defaults bound storage to MBs, not GBs, and cap sockets per IP', () => {
    expect(defaultRelayLimits.maxTopicBytes).toBeLessThanOrEqual(4 * 1024 * 1024)
    expect(defaultRelayLimits.maxStoredBytes).toBeLessThanOrEqual(256 * 1024 * 1024)
    expect(defaultRelayLimits.maxConnectionsPerIp).toBeLessThanOrEqual(1_000)
  })
})
