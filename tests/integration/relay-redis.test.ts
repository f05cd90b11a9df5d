import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { anvilAccount0Key } from '@keyport/test-wallet'
import { createWcTestWallet } from '@keyport/wc-test-wallet'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDappClient, proposeSession, testChains } from '../support/createDappClient.ts'
import { createRawRelayClient, randomTopic } from '../support/createRawRelayClient.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

const redis = ensureRedisServer()
if (!redis.path) console.warn(`Skipping the relay's Redis fan-out test: ${redis.reason}`)

const relays: ChildProcess[] = []
const urls: string[] = []
let stopRedis = () => {}

/** A relay process (as `npm start` runs it) on a free port, sharing the Redis. */
async function startRelayProcess(redisUrl: string) {
  const child = spawn('node_modules/.bin/tsx', ['server/relay/start.ts'], {
    env: {
      ...process.env,
      KEYPORT_RELAY_PORT: '0',
      KEYPORT_RELAY_HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  relays.push(child)
  // start.ts prints its URL once it listens (after its Redis broker connected): the ready signal.
  const lines = createInterface({ input: child.stdout! })
  const ready = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const url = /^relay on (ws:\/\/\S+)/.exec(line)?.[1]
      if (url) resolve(url)
    })
    child.once('exit', (code) =>
      reject(new Error(`The relay process exited (${code}) before it listened.`)),
    )
  })
  try {
    return await ready
  } finally {
    lines.close()
  }
}

describe.skipIf(!redis.path)('relay with REDIS_URL (two processes)', () => {
  beforeAll(async () => {
    const server = await startRedis(redis.path!, await freePort('127.0.0.1', 0))
    stopRedis = server.stop
    urls.push(await startRelayProcess(server.url), await startRelayProcess(server.url))
  }, 60_000)
  afterAll(() => {
    for (const child of relays) child.kill('SIGTERM')
    stopRedis()
  })

  test('behavior: a message published on one instance reaches a subscriber on the other, from the Redis mailbox too', async () => {
    const [a, b] = urls as [string, string]
    const topic = randomTopic()
    const early = await createRawRelayClient(a)
    await early.call('irn_publish', { topic, message: 'stored in redis', ttl: 300, tag: 0 })
    const late = await createRawRelayClient(b)
    await late.call('irn_subscribe', { topic })
    expect(await late.message(topic)).toMatchObject({ message: 'stored in redis' })
    await early.call('irn_publish', { topic, message: 'live fan-out', ttl: 300, tag: 0 })
    await expect
      .poll(() =>
        late.frames.some(
          (f) => (f.params as { data?: { message?: string } })?.data?.message === 'live fan-out',
        ),
      )
      .toBe(true)
    early.close()
    late.close()
  })

  test('behavior: a dapp on one instance pairs with a wallet on the other and gets a signature', async () => {
    const [a, b] = urls as [string, string]
    const dapp = await createDappClient(a)
    const wallet = await createWcTestWallet({
      relayUrl: b,
      privateKey: anvilAccount0Key,
      chains: testChains,
    })
    try {
      const { uri, approval } = await proposeSession(dapp)
      await wallet.pair(uri!)
      const session = await approval()
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
  }, 30_000)
})
