import type { TokenBalance } from '@keyport/connect/schemas'
import { createApiChains } from '@keyport/server/api/createApiChains.ts'
import { sendFromTreasury } from '@keyport/server/api/onramp/sendFromTreasury.ts'
import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { type StartChainsReturnType, startChains } from '@keyport/server/chain/index.ts'
import { createIndexerLeadership } from '@keyport/server/indexer/createIndexerLeadership.ts'
import { startIndexer } from '@keyport/server/indexer/index.ts'
import { type Address, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startPostgresCluster } from '../support/postgres.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// Issue 24: two API processes behind one load balancer, on one PostgreSQL and one Redis. Each
// instance here has its own connection pool and its own Redis connections, as a process would;
// what the second sees, it read from the shared database or heard over Redis.
const project = 'projectId=keyport-dev'
const redisServer = ensureRedisServer()

type Api = Awaited<ReturnType<typeof startTestApi>>

describe.skipIf(!redisServer.path)(
  'data API: two instances on one PostgreSQL and one Redis',
  () => {
    let chains: StartChainsReturnType
    let postgres: ReturnType<typeof startPostgresCluster>
    let redis: Awaited<ReturnType<typeof startRedis>>
    let a: Api
    let b: Api

    beforeAll(async () => {
      // The nodes boot while initdb runs (it blocks this thread, not theirs).
      const starting = startChains({ ports: { 1: 0, 8453: 0 } })
      try {
        postgres = startPostgresCluster(await freePort('127.0.0.1', 0))
        redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
      } finally {
        // Kept even when the rest failed, so afterAll stops the nodes.
        chains = await starting
      }
      const instance = () =>
        startTestApi({
          deployment: chains.deployment,
          databaseUrl: postgres.url,
          redisUrl: redis.url,
          // One service: the instances share its public URL, and so its Redis cache channel.
          publicUrl: 'http://api.test',
          rateLimit: 10_000,
        })
      a = await instance()
      b = await instance()
    }, 60_000)
    afterAll(async () => {
      await a?.stop()
      await b?.stop()
      await chains?.stop()
      redis?.stop()
      postgres?.stop()
    })

    const call = async (api: Api, method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${api.url}${path}?${project}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
    }

    test('behavior: a SIWX nonce issued by A signs in once at B, and the session made at B reads at A', async () => {
      const signer = privateKeyToAccount(generatePrivateKey())
      const nonce = (await call(a, 'POST', '/v1/sessions/nonce')).body.nonce as string
      const message = createSiweMessage({
        address: signer.address,
        chainId: 1,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce,
        issuedAt: new Date(),
      })
      const request = {
        address: signer.address,
        chainId: 1,
        message,
        signature: await signer.signMessage({ message }),
      }
      const made = await call(b, 'POST', '/v1/sessions', request)
      expect(made.status).toBe(200)
      // The nonce is spent for every instance, not only the one that took it.
      const replay = await call(a, 'POST', '/v1/sessions', request)
      expect(replay).toMatchObject({ status: 409, body: { code: 'siwe_nonce_used' } })

      const read = await call(a, 'GET', `/v1/sessions/${made.body.id}`)
      expect(read).toMatchObject({
        status: 200,
        body: { id: made.body.id, address: signer.address, revoked: false },
      })
      const verified = await call(a, 'POST', '/v1/sessions/verify', { token: made.body.token })
      expect(verified).toMatchObject({ status: 200, body: { id: made.body.id } })
      // And a revocation at A is what B answers.
      const revoked = await call(a, 'POST', `/v1/sessions/${made.body.id}/revoke`, {
        token: made.body.token,
      })
      expect(revoked.status).toBe(200)
      expect((await call(b, 'GET', `/v1/sessions/${made.body.id}`)).body.revoked).toBe(true)
    })

    test('behavior: a balance forceUpdate at A drops the balance B cached, so B answers the new one', async () => {
      const owner = privateKeyToAccount(generatePrivateKey()).address
      const rpcUrl = chains.deployment.chains.find((c) => c.chainId === 1)!.rpcUrl
      const setBalance = async (ether: string) => {
        const answer = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [owner, numberToHex(parseEther(ether))],
          }),
        })
        expect(((await answer.json()) as { error?: unknown }).error).toBeUndefined()
      }
      const eth = async (api: Api, query = '') => {
        const answer = await fetch(
          `${api.url}/v1/account/${owner}/balance?${project}&chainId=1${query}`,
        )
        const list = ((await answer.json()) as { balances: TokenBalance[] }).balances
        return [
          answer.headers.get('x-cache'),
          list.find((balance) => balance.symbol === 'ETH')?.quantity.numeric,
        ]
      }
      await setBalance('1')
      await eth(b)
      expect(await eth(b)).toEqual(['hit', '1'])

      await setBalance('2')
      // B keeps its copy for 30 s unless told; A's forceUpdate reads the chain and tells everyone.
      expect(await eth(b)).toEqual(['hit', '1'])
      expect((await eth(a, '&forceUpdate=1'))[1]).toBe('2')
      // The message crosses Redis: B drops its copy when it hears it, so ask until it has.
      await vi.waitFor(async () => expect(await eth(b)).toEqual(['miss', '2']))
    })

    test('behavior: two instances pay out from one treasury at once and both land (the nonce is read once per send)', async () => {
      // Each instance its own chain client and connection pool, as in two processes.
      const chainOf = () => createApiChains(chains.deployment).get(1)!
      const buyers = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
      const pay = (db: Api['db'], to: Address) =>
        sendFromTreasury(db, chainOf(), { to, token: undefined, units: parseEther('0.01') })
      const hashes = await Promise.all([pay(a.db, buyers[0]!), pay(b.db, buyers[1]!)])
      expect(new Set(hashes).size).toBe(2)
      const client = chainOf().client
      for (const buyer of buyers)
        expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.01'))
    })

    test('behavior: of two indexers on one PostgreSQL only the lock holder indexes; when it stops, the other takes over', async () => {
      const indexer = (db: Api['db'], onCall?: () => void) => {
        const served = createApiChains(chains.deployment)
        const chain = served.get(1)!
        // Counts what the indexer asks its node: a standby asks nothing.
        const client = new Proxy(chain.client, {
          get: (target, key, receiver) => {
            onCall?.()
            return Reflect.get(target, key, receiver)
          },
        })
        return startIndexer({
          db,
          chains: new Map([[1, { ...chain, client }]]),
          intervalMs: 20,
          leaderLock: { url: postgres.url, retryMs: 20 },
          log: () => {},
        })
      }
      const mine = async () => {
        const client = createApiChains(chains.deployment).get(1)!.client
        await client.request({ method: 'evm_mine' as never, params: [] as never })
        return client.getBlockNumber()
      }
      const leader = await indexer(a.db)
      await vi.waitFor(() => expect(leader.leading).toBe(true))
      let standbyCalls = 0
      const standby = await indexer(b.db, () => standbyCalls++)
      try {
        // The leader indexes a new block, polling many times meanwhile; the standby asks nothing.
        await leader.waitForBlock(1, await mine(), 30_000)
        expect(standby.leading).toBe(false)
        expect(standbyCalls).toBe(0)

        await leader.stop()
        await vi.waitFor(() => expect(standby.leading).toBe(true), { timeout: 10_000 })
        await standby.waitForBlock(1, await mine(), 30_000)
        expect(standbyCalls).toBeGreaterThan(0)
      } finally {
        await leader.stop()
        await standby.stop()
      }
    })

    test('behavior: a leader whose connection dies stops leading, and the lock goes to a standby', async () => {
      const lost: string[] = []
      const leader = createIndexerLeadership({
        url: postgres.url,
        retryMs: 20,
        log: (message) => lost.push(message),
      })
      await vi.waitFor(() => expect(leader.leading).toBe(true))
      const standby = createIndexerLeadership({ url: postgres.url, retryMs: 20, log: () => {} })
      try {
        // The database ends the leader's session, as when its process or network dies.
        await a.db.query(
          `select pg_terminate_backend(pid) from pg_locks
           where locktype = 'advisory' and classid = 24002 and objid = 1 and granted`,
        )
        await vi.waitFor(() =>
          expect(lost.some((m) => m.startsWith('lost the indexer lock'))).toBe(true),
        )
        await vi.waitFor(() => expect(leader.leading || standby.leading).toBe(true))
        // Never two leaders at once, whichever of them took the lock again.
        expect(leader.leading && standby.leading).toBe(false)
      } finally {
        await leader.stop()
        await standby.stop()
      }
    })
  },
)
