import { startLocalStack } from '@keyport/server/api/bench/startLocalStack.ts'
import { revokeSessionMessage } from '@keyport/siwx/schemas'
import { verifySiwxSession } from '@keyport/siwx/verify'
import { type Hex, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deploySmartWalletFactory } from './support/deploySmartWallet.ts'

// anvil's well-known dev keys #1, #2 and #3: the signer, a stranger, and the contract deployer.
const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const mallory = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const deployer = privateKeyToAccount(
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
)
const domain = '127.0.0.1:5173'
const day = 24 * 60 * 60_000

type Answer = {
  status: number
  body: Record<string, unknown> & { reasons?: { description: string }[]; code?: string }
}

describe('sessionRoutes', () => {
  let stack: Awaited<ReturnType<typeof startLocalStack>>
  // The API's clock runs this far ahead of the wall clock, to reach expiry without waiting.
  let clockOffset = 0
  beforeAll(async () => {
    stack = await startLocalStack({ now: () => Date.now() + clockOffset })
    await stack.api.db.query(
      "insert into projects (id, name, siwx_domains) values ('shop', 'Shop', array['shop.example', '*.shop.example'])",
    )
    // Starting two anvil nodes takes seconds alone, and much longer on a busy 2-core machine.
  }, 180_000)
  afterAll(() => stack?.stop())

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    projectId = 'keyport-dev',
  ): Promise<Answer> => {
    const answer = await fetch(`${stack.api.url}${path}?projectId=${projectId}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as Answer['body'] }
  }
  const reason = (answer: Answer) => answer.body.reasons?.[0]?.description ?? ''

  const newNonce = async (projectId = 'keyport-dev') =>
    (await call('POST', '/v1/sessions/nonce', undefined, projectId)).body.nonce as string

  const signIn = async (
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    signer = alice,
  ) => {
    const message = createSiweMessage({
      address: alice.address,
      chainId: 1,
      domain,
      uri: `http://${domain}/`,
      version: '1',
      nonce: overrides.nonce ?? (await newNonce()),
      issuedAt: new Date(),
      ...overrides,
    })
    const signature = await signer.signMessage({ message })
    return { address: alice.address, chainId: overrides.chainId ?? 1, message, signature }
  }

  test('behavior: a nonce is fresh every time, letters and digits, valid for 10 minutes', async () => {
    const first = await call('POST', '/v1/sessions/nonce')
    const second = await call('POST', '/v1/sessions/nonce')
    expect(first.status).toBe(200)
    expect(first.body.nonce).toMatch(/^[a-f0-9]{32}$/)
    expect(second.body.nonce).not.toBe(first.body.nonce)
    const ttl = Date.parse(first.body.expiresAt as string) - Date.now()
    expect(ttl).toBeGreaterThan(9 * 60_000)
    expect(ttl).toBeLessThanOrEqual(10 * 60_000)
  })

  test('behavior: a signed message opens a session; its token is answered once and verifies', async () => {
    const created = await call('POST', '/v1/sessions', await signIn())
    expect(created.status).toBe(200)
    const { token, ...session } = created.body
    expect(session).toMatchObject({ address: alice.address, chainId: 1, revoked: false })
    expect(token).toMatch(new RegExp(`^${session.id}\\.[A-Za-z0-9_-]{43}$`))
    const read = await call('GET', `/v1/sessions/${session.id}`)
    expect(read).toEqual({ status: 200, body: session })
    expect(await call('POST', '/v1/sessions/verify', { token })).toEqual({
      status: 200,
      body: session,
    })
    const lifetime =
      Date.parse(session.expiresAt as string) - Date.parse(session.createdAt as string)
    expect(lifetime).toBe(7 * day)
  })

  test('behavior: a CAIP-2 chain id and an expiration time are honoured, capped at 30 days', async () => {
    const expirationTime = new Date(Date.now() + 3_600_000)
    const body = await signIn({ chainId: 8453, expirationTime })
    const created = await call('POST', '/v1/sessions', { ...body, chainId: 'eip155:8453' })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ chainId: 8453, expiresAt: expirationTime.toISOString() })

    const far = await call(
      'POST',
      '/v1/sessions',
      await signIn({ expirationTime: new Date(Date.now() + 400 * day) }),
    )
    const lifetime =
      Date.parse(far.body.expiresAt as string) - Date.parse(far.body.createdAt as string)
    expect(lifetime).toBe(30 * day)
  })

  test('behavior: a session signed by a smart account verifies by ERC-1271, and before deployment by ERC-6492', async () => {
    const wallets = await deploySmartWalletFactory({
      rpcUrl: stack.deployment.chains.find((chain) => chain.chainId === 1)!.rpcUrl,
      deployer,
      owner: alice.address,
    })
    const signAs = async (account: Hex, wrap: (signature: Hex) => Hex) => {
      const message = createSiweMessage({
        address: account,
        chainId: 1,
        domain,
        uri: `http://${domain}/`,
        version: '1',
        nonce: await newNonce(),
      })
      const signature = wrap(await alice.signMessage({ message }))
      return call('POST', '/v1/sessions', { address: account, chainId: 1, message, signature })
    }

    await wallets.deploy('deployed')
    const deployed = wallets.predict('deployed')
    expect((await signAs(deployed, (s) => s)).body).toMatchObject({ address: deployed })

    const counterfactual = wallets.predict('later')
    const wrapped = (signature: Hex) =>
      serializeErc6492Signature({
        address: wallets.factory,
        data: wallets.deployCalldata('later'),
        signature,
      })
    expect((await signAs(counterfactual, wrapped)).body).toMatchObject({ address: counterfactual })

    const forged = await signAs(wallets.predict('other'), (s) => s)
    expect(forged.status).toBe(401)
  }, 30_000)

  test('behavior: revoke by token signs out; the token then no longer verifies', async () => {
    const { id, token } = (await call('POST', '/v1/sessions', await signIn())).body
    const other = (await call('POST', '/v1/sessions', await signIn())).body
    const mismatch = await call('POST', `/v1/sessions/${id}/revoke`, { token: other.token })
    expect(mismatch.status).toBe(400)
    expect(reason(mismatch)).toContain('belongs to another session')

    expect(await call('POST', `/v1/sessions/${id}/revoke`, { token })).toEqual({
      status: 200,
      body: { success: true },
    })
    const verified = await call('POST', '/v1/sessions/verify', { token })
    expect(verified.status).toBe(401)
    expect(reason(verified)).toBe('The session was signed out. Sign in again.')
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(true)
    expect((await call('POST', `/v1/sessions/${id}/revoke`, { token })).status).toBe(200)
  })

  test("behavior: a host backend's verifySiwxSession accepts a live token and says why it refuses one", async () => {
    const { id, token } = (await call('POST', '/v1/sessions', await signIn())).body
    const verify = (candidate: string | undefined) =>
      verifySiwxSession({ apiUrl: stack.api.url, projectId: 'keyport-dev', token: candidate })
    expect(await verify(`Bearer ${token}`)).toMatchObject({
      valid: true,
      session: { id, address: alice.address, chainId: 1, revoked: false },
    })
    expect(await verify(undefined)).toEqual({ valid: false, reason: 'No session token was sent.' })
    expect(await verify('garbage')).toMatchObject({
      valid: false,
      reason: expect.stringContaining('Expected a session token'),
    })
    await call('POST', `/v1/sessions/${id}/revoke`, { token })
    expect(await verify(token as string)).toEqual({
      valid: false,
      reason: 'The session was signed out. Sign in again.',
    })
  })

  test('behavior: a forged or foreign token does not verify', async () => {
    const { id, token } = (await call('POST', '/v1/sessions', await signIn())).body
    const forged = `${id}.${'A'.repeat(43)}`
    for (const [candidate, projectId] of [
      [forged, 'keyport-dev'],
      [token, 'shop'],
    ] as const) {
      const answer = await call('POST', '/v1/sessions/verify', { token: candidate }, projectId)
      expect(answer.status).toBe(401)
      expect(reason(answer)).toBe('The session token is not valid for this project. Sign in again.')
    }
    const revoke = await call('POST', `/v1/sessions/${id}/revoke`, { token: forged })
    expect(revoke.status).toBe(401)
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(false)
  })

  test('behavior: revoke by signature needs the address owner, then the session reads revoked', async () => {
    const id = (await call('POST', '/v1/sessions', await signIn())).body.id as string
    const forged = await mallory.signMessage({ message: revokeSessionMessage(id) })
    const refused = await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature: forged })
    expect(refused.status).toBe(401)
    expect(reason(refused)).toContain(`'Revoke session ${id}'`)
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(false)

    const signature = await alice.signMessage({ message: revokeSessionMessage(id) })
    expect(await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(true)
    expect((await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature })).status).toBe(
      200,
    )
  })

  test('behavior: a signature over another id or a pci that differs is refused', async () => {
    const id = (await call('POST', '/v1/sessions', await signIn())).body.id as string
    const other = '00000000-0000-4000-8000-000000000000'
    const signature = await alice.signMessage({ message: revokeSessionMessage(other) })
    expect((await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature })).status).toBe(
      401,
    )
    const mismatch = await call('POST', `/v1/sessions/${id}/revoke`, { pci: other, signature })
    expect(mismatch.status).toBe(400)
    expect(reason(mismatch)).toContain('body.pci must be the id')
  })

  test.each([
    ['signed by someone else', () => signIn({}, mallory), 401, 'is not 0x7099'],
    ['expired', () => signIn({ expirationTime: new Date(Date.now() - 1000) }), 401, 'expired at'],
    [
      'not valid yet',
      () => signIn({ notBefore: new Date(Date.now() + 3_600_000) }),
      401,
      'is not valid before',
    ],
    [
      'issued in the future',
      () => signIn({ issuedAt: new Date(Date.now() + 3_600_000) }),
      400,
      "check the device's clock",
    ],
    [
      'for another chain than the body',
      async () => ({ ...(await signIn()), chainId: 8453 }),
      400,
      'on eip155:1, but the body says',
    ],
    ['on a chain not served', () => signIn({ chainId: 10 }), 400, 'Chain 10 is not supported here'],
    [
      'on a domain the project does not allow',
      () => signIn({ domain: 'dapp.local', uri: 'http://dapp.local/' }),
      403,
      "Sign-in on 'dapp.local' is not allowed for this project. Allowed domains: localhost, 127.0.0.1, [::1].",
    ],
    [
      'with a URI off its domain',
      () => signIn({ uri: 'https://evil.example/login' }),
      400,
      'is not on its domain 127.0.0.1:5173',
    ],
    [
      'with a nonce the API never issued',
      () => signIn({ nonce: 'a1b2c3d4e5f6a7b8c9d0' }),
      400,
      'The message nonce was not issued to this project.',
    ],
    [
      "with another project's nonce",
      async () => signIn({ nonce: await newNonce('shop') }),
      400,
      'The message nonce was not issued to this project.',
    ],
    [
      'that is not an EIP-4361 message',
      async () => {
        const message = 'Please sign in'
        return { ...(await signIn()), message, signature: await alice.signMessage({ message }) }
      },
      400,
      "EIP-4361 sign-in message: line 1: expected '<domain> wants you to sign in",
    ],
    [
      'with a line appended',
      async () => {
        const body = await signIn()
        const message = `${body.message}\nAdmin: true`
        return { ...body, message, signature: await alice.signMessage({ message }) }
      },
      400,
      "unexpected 'Admin: true'",
    ],
  ])('behavior: a message %s is refused', async (_name, make, status, text) => {
    const answer = await call('POST', '/v1/sessions', await make())
    expect(answer.status).toBe(status)
    expect(reason(answer)).toContain(text)
  })

  test('behavior: a signed message opens one session only, even when sent twice at once', async () => {
    const body = await signIn()
    const answers = await Promise.all([
      call('POST', '/v1/sessions', body),
      call('POST', '/v1/sessions', body),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const replay = await call('POST', '/v1/sessions', body)
    expect(replay.status).toBe(409)
    expect(reason(replay)).toContain('already used')
  })

  test('behavior: a nonce expires after 10 minutes, a session at its end', async () => {
    const late = await signIn()
    const { token } = (await call('POST', '/v1/sessions', await signIn())).body
    clockOffset = 11 * 60_000
    try {
      const refused = await call('POST', '/v1/sessions', late)
      expect(refused.status).toBe(401)
      expect(reason(refused)).toMatch(/^The message nonce expired at .+ Sign a new message/)
      clockOffset = 7 * day + 1
      const ended = await call('POST', '/v1/sessions/verify', { token })
      expect(ended.status).toBe(401)
      expect(reason(ended)).toMatch(/^The session expired at .+\. Sign in again\.$/)
    } finally {
      clockOffset = 0
    }
  })

  test("behavior: a project's own domains, exact or by subdomain, are the only ones allowed", async () => {
    const forShop = async (host: string) => {
      const message = createSiweMessage({
        address: alice.address,
        chainId: 1,
        domain: host,
        uri: `https://${host}/`,
        version: '1',
        nonce: await newNonce('shop'),
      })
      const signature = await alice.signMessage({ message })
      return call(
        'POST',
        '/v1/sessions',
        { address: alice.address, chainId: 1, message, signature },
        'shop',
      )
    }
    expect((await forShop('shop.example')).status).toBe(200)
    expect((await forShop('eu.shop.example')).status).toBe(200)
    expect((await forShop('127.0.0.1')).status).toBe(403)
  })

  test('behavior: unknown and malformed ids are 404 and 400', async () => {
    const unknown = await call('GET', '/v1/sessions/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    const malformed = await call('GET', '/v1/sessions/not-a-session')
    expect(malformed.status).toBe(400)
    expect(reason(malformed)).toContain('session id')
    const badToken = await call('POST', '/v1/sessions/verify', { token: 'abc' })
    expect(badToken.status).toBe(400)
    expect(reason(badToken)).toContain('Expected a session token')
  })
})
