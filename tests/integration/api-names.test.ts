import { randomBytes } from 'node:crypto'
import type { NameProfile } from '@keyport/names/schemas'
import { createApiServer } from '@keyport/server/api/createApiServer.ts'
import { profileRoutes } from '@keyport/server/api/routes/profileRoutes.ts'
import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { freePort } from '@keyport/server/chain/freePort.ts'
import { type StartChainsReturnType, startChains } from '@keyport/server/chain/index.ts'
import { Redis } from 'ioredis'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { junkStrings } from '../support/junkStrings.ts'
import { ensureRedisServer, startRedis } from '../support/redis.ts'

// anvil's account #1, a well-known dev key.
const devAccount = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const project = 'projectId=keyport-dev'
// The database may be shared with earlier runs (PostgreSQL): every name here is new.
const uniqueLabel = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

type Reasons = { reasons: { description: string }[] }

const redisServer = ensureRedisServer()

describe('data API: the keyport.id name service', () => {
  let chains: StartChainsReturnType
  let api: Awaited<ReturnType<typeof startTestApi>>

  beforeAll(async () => {
    chains = await startChains({ ports: { 1: 0, 8453: 0 } })
    api = await startTestApi({ deployment: chains.deployment, rateLimit: 10_000 })
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await chains?.stop()
  })

  const signedRegistration = async (
    account: PrivateKeyAccount,
    message: Record<string, unknown>,
    coinType = 60,
  ) => {
    // The coin type is signed too, unless the test's message says otherwise.
    const text = JSON.stringify({ coinType, ...message })
    return {
      coin_type: coinType,
      address: account.address,
      message: text,
      signature: await account.signMessage({ message: text }),
    }
  }
  const register = (body: unknown) =>
    fetch(`${api.url}/v1/profile/account?${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const firstReason = async (answer: Response) =>
    ((await answer.json()) as Reasons).reasons[0]?.description

  test('behavior: register, look up, reverse and identity round-trip with a dev key signature', async () => {
    const label = uniqueLabel('round')
    const name = `${label}.keyport.id`
    const attributes = { avatar: 'https://example.test/avatar.png', bio: 'Hello' }
    const answer = await register(
      await signedRegistration(devAccount, { name, attributes, timestamp: nowSeconds() }),
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ success: true })

    const lookup = await api.get(`/v1/profile/account/${name}?${project}&apiVersion=2`)
    expect(lookup.status).toBe(200)
    const profile = lookup.body as NameProfile
    expect(profile).toMatchObject({
      name,
      addresses: { '60': { address: devAccount.address } },
      attributes,
    })
    expect(Math.abs(profile.registered - nowSeconds())).toBeLessThan(60)
    expect(profile.updated).toBe(profile.registered)
    // Names compare without case, and the zone may be left off.
    expect((await api.get(`/v1/profile/account/${label.toUpperCase()}?${project}`)).body).toEqual(
      profile,
    )

    const reverse = await api.get(
      `/v1/profile/reverse/${devAccount.address.toLowerCase()}?${project}&sender=${devAccount.address}&apiVersion=2`,
    )
    expect(reverse.status).toBe(200)
    expect(reverse.body).toContainEqual(profile)

    expect(await api.get(`/v1/identity/${devAccount.address}?${project}&forceUpdate=1`)).toEqual({
      status: 200,
      body: { name, avatar: attributes.avatar },
    })

    const suggestions = await api.get(`/v1/profile/suggestions/${label}?${project}&zone=keyport.id`)
    const list = (suggestions.body as { suggestions: { name: string; registered: boolean }[] })
      .suggestions
    expect(list[0]).toEqual({ name, registered: true })
    expect(list.slice(1)).toHaveLength(4)
    for (const suggestion of list.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(new RegExp(`^${label}[-a-z0-9]+\\.keyport\\.id$`))
    }
  })

  test('behavior: a suggested free name is really free: registering it works', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const label = uniqueLabel('sugg')
    const free = await api.get(`/v1/profile/suggestions/${label}?${project}`)
    const [asked, variant] = (free.body as { suggestions: { name: string; registered: boolean }[] })
      .suggestions
    expect(asked).toEqual({ name: `${label}.keyport.id`, registered: false })
    const answer = await register(
      await signedRegistration(owner, {
        name: variant?.name,
        attributes: {},
        timestamp: nowSeconds(),
      }),
    )
    expect(answer.status).toBe(200)
    const after = await api.get(`/v1/profile/suggestions/${label}?${project}`)
    const names = (after.body as { suggestions: { name: string }[] }).suggestions.map((s) => s.name)
    expect(names).not.toContain(variant?.name)
  })

  test('behavior: AppKit coin types (0x80000000 | chainId) are kept; chain 1 is stored as 60', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const onBase = uniqueLabel('base')
    const onMainnet = uniqueLabel('main')
    for (const [label, coinType] of [
      [onBase, 2147492101],
      [onMainnet, 2147483649],
    ] as const) {
      const answer = await register(
        await signedRegistration(
          owner,
          { name: label, attributes: {}, timestamp: nowSeconds() },
          coinType,
        ),
      )
      expect(answer.status).toBe(200)
    }
    const reverse = (await api.get(`/v1/profile/reverse/${owner.address}?${project}`))
      .body as unknown as NameProfile[]
    expect(reverse.map((p) => [p.name, Object.keys(p.addresses)]).sort()).toEqual([
      [`${onBase}.keyport.id`, ['2147492101']],
      [`${onMainnet}.keyport.id`, ['60']],
    ])
  })

  test('behavior: a registration drops every cached identity of its address at once, whatever the URL', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const urls = [
      `/v1/identity/${owner.address}?${project}`,
      `/v1/identity/${owner.address.toLowerCase()}?${project}&sender=${owner.address}`,
    ]
    const identity = async (path: string) => {
      const answer = await fetch(`${api.url}${path}`)
      return {
        cache: answer.headers.get('x-cache'),
        body: (await answer.json()) as { name: unknown },
      }
    }
    for (const url of urls) expect((await identity(url)).body.name).toBeNull()
    for (const url of urls)
      expect(await identity(url)).toEqual({ cache: 'hit', body: { name: null, avatar: null } })

    const name = `${uniqueLabel('cache')}.keyport.id`
    const answer = await register(
      await signedRegistration(owner, { name, attributes: {}, timestamp: nowSeconds() }),
    )
    expect(answer.status).toBe(200)
    for (const url of urls)
      expect(await identity(url)).toEqual({ cache: 'miss', body: { name, avatar: null } })
  })

  test.skipIf(!redisServer.path)(
    'behavior: with two instances on one Redis, a registration on one drops the identity the other cached',
    async () => {
      const redis = await startRedis(redisServer.path!, await freePort('127.0.0.1', 0))
      const stops: (() => unknown)[] = [() => redis.stop()]
      try {
        const instance = async () => {
          const client = new Redis(redis.url, { enableOfflineQueue: false })
          stops.unshift(() => client.quit())
          await new Promise((resolve) => client.once('ready', resolve))
          const server = createApiServer({
            routes: profileRoutes,
            deps: { db: api.db, chains: new Map(), now: Date.now, log: () => {} },
            redis: client,
            cacheChannel: 'keyport:cache:http://api.test',
          })
          stops.unshift(() => server.close())
          return server.listen(0)
        }
        const [a, b] = [await instance(), await instance()]
        const owner = privateKeyToAccount(generatePrivateKey())
        const identity = async (url: string) => {
          const answer = await fetch(`${url}/v1/identity/${owner.address}?${project}`)
          return [answer.headers.get('x-cache'), ((await answer.json()) as { name: unknown }).name]
        }
        await identity(b)
        expect(await identity(b)).toEqual(['hit', null])
        const name = `${uniqueLabel('fanout')}.keyport.id`
        const body = await signedRegistration(owner, {
          name,
          attributes: {},
          timestamp: nowSeconds(),
        })
        const registered = await fetch(`${a}/v1/profile/account?${project}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(registered.status).toBe(200)
        // The message crosses Redis: B drops its copy when it hears it, so ask until it has.
        await vi.waitFor(async () => expect(await identity(b)).toEqual(['miss', name]))
      } finally {
        for (const stop of stops) await stop()
      }
    },
  )

  test('behavior: identity and reverse lookups refuse a sender that is not an address', async () => {
    for (const path of [
      `/v1/identity/${devAccount.address}`,
      `/v1/profile/reverse/${devAccount.address}`,
    ]) {
      const answer = await fetch(`${api.url}${path}?${project}&sender=bob`)
      expect(answer.status).toBe(400)
      expect(await firstReason(answer)).toContain('query.sender: Expected an address')
    }
  })

  test('behavior: a taken name is a 409, whoever asks and in whatever case', async () => {
    const label = uniqueLabel('taken')
    const first = privateKeyToAccount(generatePrivateKey())
    const second = privateKeyToAccount(generatePrivateKey())
    const message = (name: string) => ({ name, attributes: {}, timestamp: nowSeconds() })
    expect((await register(await signedRegistration(first, message(label)))).status).toBe(200)
    const again = await register(await signedRegistration(second, message(label.toUpperCase())))
    expect(again.status).toBe(409)
    expect(await firstReason(again)).toContain(`Name ${label}.keyport.id is already registered`)
  })

  test('behavior: a replayed registration (the same signed body again) changes nothing', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const label = uniqueLabel('replay')
    const body = await signedRegistration(signer, {
      name: label,
      attributes: {},
      timestamp: nowSeconds(),
    })
    expect((await register(body)).status).toBe(200)
    const before = await api.get(`/v1/profile/account/${label}?${project}&forceUpdate=1`)
    const again = await register(body)
    expect(again.status).toBe(409)
    expect(await firstReason(again)).toContain(`Name ${label}.keyport.id is already registered`)
    // The coin type is signed: the same signature cannot be replayed for another chain.
    const otherChain = await register({ ...body, coin_type: 2147492101 })
    expect(otherChain.status).toBe(400)
    expect(await firstReason(otherChain)).toContain('The signed message is for coin type 60')
    expect(await api.get(`/v1/profile/account/${label}?${project}&forceUpdate=1`)).toEqual(before)
    const reverse = await api.get(`/v1/profile/reverse/${signer.address}?${project}`)
    expect((reverse.body as unknown as NameProfile[]).map((profile) => profile.name)).toEqual([
      `${label}.keyport.id`,
    ])
  })

  const owner = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())
  const good = () => ({ name: uniqueLabel('bad'), attributes: {}, timestamp: nowSeconds() })
  test.each([
    [
      'an invalid name',
      () => signedRegistration(owner, { ...good(), name: 'abc' }),
      400,
      'Account name: letters, digits and hyphens only, at least 4 characters, no upper limit',
    ],
    [
      'a name with other characters',
      () => signedRegistration(owner, { ...good(), name: 'no_under.score' }),
      400,
      'letters, digits and hyphens only',
    ],
    [
      'a signature by another account',
      async () => ({
        ...(await signedRegistration(stranger, good())),
        address: owner.address,
      }),
      401,
      `The signature was not made by ${owner.address}`,
    ],
    [
      'a malformed signature',
      async () => ({
        ...(await signedRegistration(owner, good())),
        signature: `0x${'ab'.repeat(65)}`,
      }),
      401,
      'The signature was not made by',
    ],
    [
      'a stale timestamp',
      () => signedRegistration(owner, { ...good(), timestamp: nowSeconds() - 11 * 60 }),
      400,
      'older than 10 minutes',
    ],
    [
      'a timestamp in the future',
      () => signedRegistration(owner, { ...good(), timestamp: nowSeconds() + 3600 }),
      400,
      'in the future',
    ],
    [
      'a non-EVM coin type',
      () => signedRegistration(owner, good(), 501),
      400,
      'Invalid chainId: coin_type 501',
    ],
    [
      'a coin type past 32 bits',
      () => signedRegistration(owner, good(), 2 ** 32 + 1),
      400,
      'Invalid chainId',
    ],
    [
      'a signed coin type of another chain (a Base signature sent for chain 1)',
      () => signedRegistration(owner, { ...good(), coinType: 2147492101 }, 60),
      400,
      'The signed message is for coin type 2147492101, the request for 60',
    ],
    [
      'a message that does not sign the coin type',
      async () => {
        const text = JSON.stringify(good())
        return {
          coin_type: 60,
          address: owner.address,
          message: text,
          signature: await owner.signMessage({ message: text }),
        }
      },
      400,
      'Sign the coin type too',
    ],
    [
      'a NUL character in an attribute',
      () => signedRegistration(owner, { ...good(), attributes: { bio: 'a\u0000b' } }),
      400,
      'Attribute values cannot contain NUL characters',
    ],
    [
      'a message that is not JSON',
      async () => ({ ...(await signedRegistration(owner, good())), message: 'register me' }),
      400,
      'body.message must be a JSON string',
    ],
    [
      'a message without a timestamp',
      () => signedRegistration(owner, { name: uniqueLabel('nots'), attributes: {} }),
      400,
      'body.message.timestamp',
    ],
    [
      'a malformed address',
      async () => ({ ...(await signedRegistration(owner, good())), address: '0x1234' }),
      400,
      'body.address: Expected an address',
    ],
    ['a body that is not JSON', async () => '{"coin_type":', 400, 'not valid JSON'],
  ])(
    'behavior: registering with %s answers 4xx with a clear reason',
    async (_, build, status, message) => {
      const answer = await register(await build())
      expect(answer.status).toBe(status)
      expect(await firstReason(answer)).toContain(message)
    },
  )

  test.each([
    [`/v1/profile/account/${uniqueLabel('nobody')}.keyport.id`, 404, 'Name not found'],
    ['/v1/profile/account/ab', 400, 'at least 4 characters'],
    ['/v1/profile/account/vitalik.eth', 400, 'Names live under .keyport.id'],
    ['/v1/profile/reverse/0xnope', 400, 'params.address: Expected an address'],
    ['/v1/profile/suggestions/abc', 400, 'at least 4 characters'],
    ['/v1/profile/suggestions/alice?zone=reown.id', 400, 'Only zone=keyport.id is served here'],
    ['/v1/identity/not-an-address', 400, 'params.address: Expected an address'],
  ])('behavior: GET %s answers %i with a clear reason', async (path, status, message) => {
    const answer = await api.get(`${path}${path.includes('?') ? '&' : '?'}${project}`)
    expect(answer.status).toBe(status)
    expect((answer.body as Reasons).reasons[0]?.description).toContain(message)
  })

  test('behavior: an address with no names has an empty reverse list and null identity', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await api.get(`/v1/profile/reverse/${nobody}?${project}`)).toEqual({
      status: 200,
      body: [],
    })
    expect(await api.get(`/v1/identity/${nobody}?${project}&sender=${nobody}`)).toEqual({
      status: 200,
      body: { name: null, avatar: null },
    })
  })

  test('behavior: an avatar that is not an https, ipfs or image data URL is not passed on', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = uniqueLabel('avatar')
    const message = { name, attributes: { avatar: 'javascript:alert(1)' }, timestamp: nowSeconds() }
    expect((await register(await signedRegistration(account, message))).status).toBe(200)
    expect((await api.get(`/v1/identity/${account.address}?${project}`)).body).toEqual({
      name: `${name}.keyport.id`,
      avatar: null,
    })
  })

  test('behavior: fuzzed names, addresses and registration bodies never get a 5xx', async () => {
    const junk = junkStrings(11, 60)
    for (const [i, value] of junk.entries()) {
      const text = encodeURIComponent(value)
      const statuses = [
        (await api.get(`/v1/profile/account/${text}?${project}&apiVersion=${text}`)).status,
        (await api.get(`/v1/profile/reverse/${text}?${project}&sender=${text}`)).status,
        (await api.get(`/v1/profile/suggestions/${text}?${project}&zone=${text}`)).status,
        (await api.get(`/v1/identity/${text}?${project}&sender=${text}`)).status,
        (
          await register(
            i % 3 === 0
              ? { coin_type: i * 7919, address: value, message: value, signature: value }
              : await signedRegistration(owner, {
                  // Every third input reaches the database: a free name with junk attributes.
                  name: i % 3 === 1 ? value : uniqueLabel('fuzz'),
                  attributes: { [value.slice(0, 64)]: value },
                  timestamp: nowSeconds(),
                }),
          )
        ).status,
      ]
      for (const status of statuses)
        expect(status, `input ${JSON.stringify(value)}`).toBeLessThan(500)
    }
  })
})
