import { createHash, randomBytes } from 'node:crypto'
import { createServer, request as forward, type Server } from 'node:http'
import { Redis } from 'ioredis'
import { decodeJwt } from 'jose'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureRedisServer, startRedis } from '../../tests/support/redis.ts'
import { freePort } from '../chain/freePort.ts'
import { authorizeWithIdp } from '../frame/testing/authorizeWithIdp.ts'
import { connectIdpRedis, type IdpSharedState } from './connectIdpRedis.ts'
import { createIdp } from './createIdp.ts'
import { createRedisAdapter } from './createRedisAdapter.ts'
import { createRedisFarcasterStore } from './farcaster/createRedisFarcasterStore.ts'

const redirectUri = 'http://frame.test/social/callback'
const redisServer = ensureRedisServer()

/** A load balancer in miniature: each request goes to the next backend in turn. */
function roundRobin(backends: () => readonly string[]) {
  let next = 0
  const server = createServer((request, response) => {
    const list = backends()
    const target = new URL(request.url ?? '/', list[next++ % list.length])
    const upstream = forward(
      target,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  })
  return server
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

// Two IdP processes behind one issuer URL, sharing one Redis (issue 24): what one wrote, the
// other reads. Every request through the balancer lands on the other instance than the last.
describe.skipIf(!redisServer.path)('dev IdP: two instances on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let balancer: Server
  let issuer: string
  const instances: string[] = []
  const shared: IdpSharedState[] = []
  const closes: (() => Promise<void>)[] = []

  beforeAll(async () => {
    redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
    balancer = roundRobin(() => instances)
    const port = await freePort('127.0.0.1', 0)
    issuer = `http://127.0.0.1:${port}`
    await listen(balancer, port)
    for (let i = 0; i < 2; i++) {
      const state = await connectIdpRedis(redis.url, 'test:idp')
      shared.push(state)
      const idp = createIdp({ issuer, providers: ['google'], redirectUri, shared: state })
      instances.push(await idp.listen(0))
      closes.push(
        () => idp.close(),
        () => state.close(),
      )
    }
  })
  afterAll(async () => {
    for (const close of closes) await close()
    await new Promise((resolve) => balancer?.close(resolve))
    redis?.stop()
  })

  test('behavior: an authorization started at one instance finishes at the other, code exchange included', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const nonce = randomBytes(16).toString('base64url')
    const start = new URL(`${issuer}/auth`)
    start.search = new URLSearchParams({
      client_id: 'google',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce,
    }).toString()
    // The login and consent pages, their forms and the resume each alternate between instances.
    const callback = new URL(await authorizeWithIdp(start.toString(), 'ada', redirectUri))
    expect(callback.searchParams.get('state')).toBe('state-1')
    const code = callback.searchParams.get('code')
    expect(code).toBeTruthy()

    const exchange = () =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('google:google-dev-secret').toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }).toString(),
      })
    const tokens = await exchange()
    expect(tokens.status).toBe(200)
    const { id_token } = (await tokens.json()) as { id_token: string }
    expect(decodeJwt(id_token)).toMatchObject({ sub: 'ada', email: 'ada@idp.local', nonce })
    // The code was consumed for both instances: the next exchange lands on the other one.
    const again = await exchange()
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' })
  })

  test('behavior: a Farcaster channel opened at one instance is approved at the other and completes at the first', async () => {
    const [a, b] = instances as [string, string]
    const opened = await fetch(`${a}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'http://127.0.0.1:5174', domain: '127.0.0.1:5174' }),
    })
    expect(opened.status).toBe(201)
    const { channelToken } = (await opened.json()) as { channelToken: string }
    const approved = await fetch(`${b}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username: 'dora', fid: '777' }).toString(),
    })
    expect(approved.status).toBe(200)
    const status = await fetch(`${a}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(status.status).toBe(200)
    const body = (await status.json()) as {
      state: string
      message: string
      signature: `0x${string}`
      custody: `0x${string}`
      fid: number
    }
    expect(body).toMatchObject({ state: 'completed', fid: 777 })
    // One custody key per fid everywhere: the signature made at B checks against A's registry.
    expect(
      await verifyMessage({
        address: body.custody,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
    const custody = await fetch(`${a}/v1/custody?fid=777`)
    expect(await custody.json()).toEqual({ fid: 777, custody: body.custody })
    // Approving twice is refused wherever the second approval lands.
    const twice = await fetch(`${a}/farcaster/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, username: 'dora' }).toString(),
    })
    expect(twice.status).toBe(409)
  })

  test('behavior: the two instances give one username one fid, whichever registers it', async () => {
    const [a, b] = shared as [IdpSharedState, IdpSharedState]
    const fid = await a.farcaster.register('eve')
    expect(await b.farcaster.register('eve')).toBe(fid)
    await expect(b.farcaster.register('eve', fid + 1)).rejects.toThrow(`@eve is fid ${fid}`)
    await expect(b.farcaster.register('mallory', fid)).rejects.toThrow(`belongs to @eve`)
  })

  test('behavior: the adapter keeps what oidc-provider asks for: TTLs, indexes, consume, destroy and grant revocation', async () => {
    const client = new Redis(redis.url)
    try {
      const adapter = createRedisAdapter(client, 'test:adapter')
      const sessions = adapter('Session')
      await sessions.upsert('s1', { uid: 'u1', accountId: 'ada' }, 60)
      expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'ada' })
      expect(await client.ttl('test:adapter:Session:s1')).toBeGreaterThan(0)
      expect(await client.ttl('test:adapter:sessionUid:u1')).toBeGreaterThan(0)

      const devices = adapter('DeviceCode')
      await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60)
      expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g1' })

      const codes = adapter('AuthorizationCode')
      const tokens = adapter('AccessToken')
      await codes.upsert('c1', { grantId: 'g1', accountId: 'ada' }, 60)
      await tokens.upsert('t1', { grantId: 'g1', accountId: 'ada' }, 3600)
      await tokens.upsert('t2', { grantId: 'g2', accountId: 'bob' }, 3600)
      // The grant's set lives as long as its longest-lived token.
      expect(await client.ttl('test:adapter:grant:g1')).toBeGreaterThan(60)

      await codes.consume('c1')
      expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number))
      // Consuming what is gone leaves nothing behind (no key without a TTL).
      await codes.consume('gone')
      expect(await client.exists('test:adapter:AuthorizationCode:gone')).toBe(0)

      await tokens.revokeByGrantId('g1')
      expect(await codes.find('c1')).toBeUndefined()
      expect(await tokens.find('t1')).toBeUndefined()
      expect(await devices.find('d1')).toBeUndefined()
      expect(await tokens.find('t2')).toMatchObject({ accountId: 'bob' })

      await sessions.destroy('s1')
      expect(await sessions.find('s1')).toBeUndefined()
      expect(await sessions.findByUid('u1')).toBeUndefined()
    } finally {
      await client.quit()
    }
  })

  test('behavior: past maxChannels open channels, a new one is refused, counted across instances', async () => {
    const client = new Redis(redis.url)
    try {
      const store = (seed: number) =>
        createRedisFarcasterStore({
          redis: client,
          prefix: 'test:cap',
          seed: new Uint8Array(32).fill(seed),
          maxChannels: 2,
        })
      const [a, b] = [store(1), store(2)]
      const channel = (token: string) => ({
        token,
        domain: 'app.test',
        siweUri: 'http://app.test',
        nonce: 'abcdefgh',
        expiresAt: Date.now() + 60_000,
      })
      expect(await a.open(channel('one'), 60_000)).toBe(true)
      expect(await b.open(channel('two'), 60_000)).toBe(true)
      expect(await a.open(channel('three'), 60_000)).toBe(false)
      expect(await b.find('three')).toBeUndefined()
      expect(await b.find('one')).toMatchObject({ token: 'one', domain: 'app.test' })
    } finally {
      await client.quit()
    }
  })
})
