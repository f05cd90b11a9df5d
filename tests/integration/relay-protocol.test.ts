import {
  createMemoryBroker,
  createRelay,
  defaultRelayLimits,
  type RelayBroker,
  type RelayLimits,
} from '@keyport/server/relay/index.ts'
import { afterEach, describe, expect, test } from 'vitest'
import { createRawRelayClient, randomTopic, relayJwt } from '../support/createRawRelayClient.ts'
import { junkStrings } from '../support/junkStrings.ts'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(limits: Partial<RelayLimits> = {}) {
  const relay = createRelay({ limits, onError: () => {} })
  const url = await relay.listen(0)
  cleanups.push(() => relay.close())
  return { relay, url }
}

async function client(url: string, options?: Parameters<typeof createRawRelayClient>[1]) {
  const created = await createRawRelayClient(url, options)
  cleanups.push(() => created.close())
  return created
}

const publish = (topic: string, message: string, ttl = 300) => ({
  topic,
  message,
  ttl,
  tag: 1108,
  prompt: false,
})

describe('createRelay protocol', () => {
  test('behavior: a message waits in the mailbox for a later subscriber, is never echoed, and is not redelivered once acked', async () => {
    const { url } = await startRelay()
    const topic = randomTopic()
    const alice = await client(url, { auth: await relayJwt(url) })
    await alice.call('irn_subscribe', { topic })
    expect((await alice.call('irn_publish', publish(topic, 'hello'))).result).toBe(true)

    const bob = await client(url)
    const subscribed = await bob.call('irn_subscribe', { topic })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    expect(await bob.message(topic)).toMatchObject({ topic, message: 'hello' })
    await alice.settled()
    expect(alice.pushed(topic)).toBe(0)

    await bob.call('irn_unsubscribe', { topic })
    await bob.call('irn_subscribe', { topic })
    await bob.settled()
    expect(bob.pushed(topic)).toBe(1)
  })

  test('behavior: the same JWT issuer reconnecting does not get its own messages back', async () => {
    const { url } = await startRelay()
    const topic = randomTopic()
    const auth = await relayJwt(url)
    const first = await client(url, { auth })
    await first.call('irn_publish', publish(topic, 'mine'))
    first.close()
    const again = await client(url, { auth })
    await again.call('irn_batchSubscribe', { topics: [topic] })
    await again.settled()
    expect(again.pushed(topic)).toBe(0)
  })

  test('behavior: wc_proposeSession and wc_approveSession subscribe the caller and publish for it', async () => {
    const { url } = await startRelay()
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    const dapp = await client(url)
    const wallet = await client(url)
    expect(
      (
        await dapp.call('wc_proposeSession', {
          pairingTopic,
          sessionProposal: 'proposal',
          ttl: 300,
        })
      ).result,
    ).toBe(true)
    await wallet.call('irn_subscribe', { topic: pairingTopic })
    expect(await wallet.message(pairingTopic)).toMatchObject({ message: 'proposal' })
    await wallet.call('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(await dapp.message(pairingTopic)).toMatchObject({ message: 'response' })
    await dapp.call('irn_subscribe', { topic: sessionTopic })
    expect(await dapp.message(sessionTopic)).toMatchObject({ message: 'settle' })
    const fetched = await client(url)
    expect(
      (await fetched.call('irn_batchFetchMessages', { topics: [sessionTopic] })).result,
    ).toMatchObject({
      messages: [{ topic: sessionTopic, message: 'settle' }],
      hasMore: false,
    })
  })

  test('behavior: one socket is served in order: a subscribe pushes its waiting messages before the next answer, even from a slow broker', async () => {
    const memory = createMemoryBroker({ limits: defaultRelayLimits })
    const slowTopic = randomTopic()
    // A mailbox read on this topic takes two event-loop turns, like a Redis round trip.
    const turn = () => new Promise((resolve) => setImmediate(resolve))
    const broker: RelayBroker = {
      ...memory,
      async pending(topic, clientId) {
        if (topic === slowTopic) await turn().then(turn)
        return memory.pending(topic, clientId)
      },
    }
    const relay = createRelay({ broker, onError: () => {} })
    const url = await relay.listen(0)
    cleanups.push(() => relay.close())
    const alice = await client(url)
    await alice.call('irn_publish', publish(slowTopic, 'waiting'))
    const bob = await client(url)
    const subscribed = bob.call('irn_subscribe', { topic: slowTopic })
    await bob.settled()
    expect(bob.pushed(slowTopic)).toBe(1)
    expect((await subscribed).result).toBeTruthy()
  })

  test('behavior: an expired message is not delivered', async () => {
    let offset = 0
    const relay = createRelay({ now: () => Date.now() + offset, limits: { minTtlSeconds: 1 } })
    const url = await relay.listen(0)
    cleanups.push(() => relay.close())
    const topic = randomTopic()
    const alice = await client(url)
    await alice.call('irn_publish', publish(topic, 'soon gone', 30))
    offset = 31_000
    const bob = await client(url)
    await bob.call('irn_subscribe', { topic })
    await bob.settled()
    expect(bob.pushed(topic)).toBe(0)
  })

  test('behavior: bad params, unknown methods and limits get clear errors and keep the socket open', async () => {
    const { url } = await startRelay({
      maxMessageBytes: 1_000,
      maxTopicsPerClient: 2,
      maxMailboxLength: 2,
    })
    const alice = await client(url)
    expect((await alice.call('irn_subscribe', { topic: 'nope' })).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('params.topic: Expected a topic'),
    })
    expect((await alice.call('irn_teleport', {})).error).toMatchObject({
      code: -32601,
      message: "Unknown method 'irn_teleport'.",
    })
    const topic = randomTopic()
    expect(
      (await alice.call('irn_publish', publish(topic, 'x'.repeat(1_001)))).error?.message,
    ).toBe('Message too large: 1001 bytes; the limit is 1000 bytes.')
    await alice.call('irn_subscribe', { topic: randomTopic() })
    await alice.call('irn_subscribe', { topic: randomTopic() })
    expect((await alice.call('irn_subscribe', { topic: randomTopic() })).error?.message).toMatch(
      /^Too many subscriptions: a client may follow at most 2 topics/,
    )
    await alice.call('irn_publish', publish(topic, 'one'))
    await alice.call('irn_publish', publish(topic, 'two'))
    expect((await alice.call('irn_publish', publish(topic, 'three'))).error?.message).toMatch(
      /^Mailbox full: this topic already holds 2 undelivered messages/,
    )
    expect((await alice.call('irn_subscribe', { topic: 'still open?' })).error?.code).toBe(-32602)
  })
})

describe('createRelay abuse', () => {
  /** A pair that must keep working while another client misbehaves. */
  async function bystanders(url: string) {
    const topic = randomTopic()
    const a = await client(url)
    const b = await client(url)
    await b.call('irn_subscribe', { topic })
    return async () => {
      await a.call('irn_publish', publish(topic, `still here ${Math.random()}`))
      await b.message(topic)
      expect(a.socket.readyState).toBe(a.socket.OPEN)
    }
  }

  test('behavior: a garbage frame gets a parse error and closes that client only (1007)', async () => {
    const { url } = await startRelay()
    const check = await bystanders(url)
    const rogue = await client(url)
    rogue.sendRaw('{"this is": not json')
    expect(await rogue.closed).toEqual({ code: 1007, reason: 'Frame is not JSON' })
    expect(rogue.frames[0]?.error).toMatchObject({
      code: -32700,
      message: expect.stringContaining('not JSON'),
    })
    const other = await client(url)
    other.sendRaw(JSON.stringify({ hello: 'world' }))
    expect((await other.closed).code).toBe(1007)
    const binary = await client(url)
    binary.sendRaw(Buffer.from([1, 2, 3]))
    expect(await binary.closed).toEqual({ code: 1003, reason: 'Binary frames are not supported' })
    await check()
  })

  test('behavior: an oversized frame closes that client with 1009', async () => {
    const { url } = await startRelay({ maxFrameBytes: 10_000 })
    const check = await bystanders(url)
    const rogue = await client(url)
    rogue.sendRaw(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: publish(randomTopic(), 'x'.repeat(20_000)),
      }),
    )
    expect((await rogue.closed).code).toBe(1009)
    await check()
  })

  test('behavior: a flood gets an error and closes that client with 1008', async () => {
    const { url } = await startRelay({ framesPerSecond: 50, frameBurst: 100 })
    const check = await bystanders(url)
    const rogue = await client(url)
    for (let i = 0; i < 300; i++)
      rogue.sendRaw(
        JSON.stringify({
          id: i + 1,
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic: randomTopic() },
        }),
      )
    expect(await rogue.closed).toEqual({
      code: 1008,
      reason: 'Too many frames; slow down and reconnect',
    })
    expect(
      rogue.frames.some(
        (frame) => frame.error?.message === 'Too many frames: more than 50 per second.',
      ),
    ).toBe(true)
    await check()
  })

  test('behavior: a JWT that does not verify is refused at the upgrade when verification is on', async () => {
    const relay = createRelay({ verifyJwt: true })
    const url = await relay.listen(0)
    cleanups.push(() => relay.close())
    await expect(createRawRelayClient(url, { auth: null })).rejects.toThrow(/401/)
    const jwt = await relayJwt(url)
    const [header, payload] = jwt.split('.')
    await expect(createRawRelayClient(url, { auth: `${header}.${payload}.AAAA` })).rejects.toThrow(
      /401/,
    )
    const honest = await client(url, { auth: jwt })
    expect((await honest.call('irn_subscribe', { topic: randomTopic() })).result).toBeTruthy()
  })

  test('behavior: GET /health answers the live counts; other HTTP gets a clear 426', async () => {
    const { url } = await startRelay()
    await client(url)
    const http = url.replace('ws://', 'http://')
    expect(await (await fetch(`${http}/health`)).json()).toMatchObject({
      status: 'ok',
      connections: 1,
    })
    const other = await fetch(`${http}/anything`)
    expect(other.status).toBe(426)
    expect(await other.json()).toMatchObject({
      reasons: [{ description: expect.stringContaining('WebSocket') }],
    })
  })
})

describe('createRelay fuzz', () => {
  test('behavior: seeded junk params for every method get a 4xx-style JSON-RPC error, never an internal one', async () => {
    // Hundreds of calls back to back: lift the flood limit so a fast machine does not trip it.
    const { url } = await startRelay({ framesPerSecond: 100_000, frameBurst: 100_000 })
    const fuzzer = await client(url)
    const methods = [
      'irn_subscribe',
      'irn_batchSubscribe',
      'irn_unsubscribe',
      'irn_batchUnsubscribe',
      'irn_publish',
      'irn_batchPublish',
      'irn_batchFetchMessages',
      'wc_proposeSession',
      'wc_approveSession',
    ]
    const junk = junkStrings(6, 12)
    const shapes = (value: string) => [
      value,
      { topic: value },
      { topics: [value] },
      { topic: value, message: value, ttl: value },
      { messages: [{ topic: value }] },
      { pairingTopic: value, sessionProposal: 7 },
      null,
    ]
    for (const method of methods)
      for (const value of junk)
        for (const params of shapes(value)) {
          const answer = await fuzzer.call(method, params)
          expect(answer.error?.code, `${method} ${JSON.stringify(params)}`).toBe(-32602)
        }
    expect(fuzzer.socket.readyState).toBe(fuzzer.socket.OPEN)
  })
})
