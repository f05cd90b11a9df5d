import { revokeSessionMessage } from '@keyport/siwx/schemas'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLocalStack } from '../../server/api/bench/startLocalStack.ts'

// anvil's well-known dev keys #1 and #2: the signer and a stranger.
const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const mallory = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9928804e03f65',
)

type Answer = {
  status: number
  body: Record<string, unknown> & { reasons?: { description: string }[] }
}

describe('sessionRoutes', () => {
  let stack: Awaited<ReturnType<typeof startLocalStack>>
  beforeAll(async () => {
    stack = await startLocalStack()
  }, 60_000)
  afterAll(() => stack?.stop())

  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const answer = await fetch(`${stack.api.url}${path}?projectId=keyport-dev`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as Answer['body'] }
  }

  const signIn = async (
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    signer = alice,
  ) => {
    const message = createSiweMessage({
      address: alice.address,
      chainId: 1,
      domain: 'dapp.local',
      uri: 'http://dapp.local/login',
      version: '1',
      nonce: generateSiweNonce(),
      issuedAt: new Date(),
      ...overrides,
    })
    const signature = await signer.signMessage({ message })
    return { address: alice.address, chainId: overrides.chainId ?? 1, message, signature }
  }

  test('behavior: a signed SIWE message opens a session that can be read back', async () => {
    const created = await call('POST', '/v1/sessions', await signIn())
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ address: alice.address, chainId: 1, revoked: false })
    const id = created.body.id as string
    const read = await call('GET', `/v1/sessions/${id}`)
    expect(read).toEqual({ status: 200, body: created.body })
    const lifetime =
      Date.parse(read.body.expiresAt as string) - Date.parse(read.body.createdAt as string)
    expect(lifetime).toBe(7 * 24 * 60 * 60_000)
  })

  test('behavior: a CAIP-2 chain id and an expiration time are honoured', async () => {
    const expirationTime = new Date(Date.now() + 3_600_000)
    const body = await signIn({ chainId: 8453, expirationTime })
    const created = await call('POST', '/v1/sessions', { ...body, chainId: 'eip155:8453' })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ chainId: 8453, expiresAt: expirationTime.toISOString() })
  })

  test('behavior: revoke needs the address owner signature, then the session reads revoked', async () => {
    const id = (await call('POST', '/v1/sessions', await signIn())).body.id as string
    const forged = await mallory.signMessage({ message: revokeSessionMessage(id) })
    const refused = await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature: forged })
    expect(refused.status).toBe(401)
    expect(refused.body.reasons?.[0]?.description).toContain(`'Revoke session ${id}'`)
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(false)

    const signature = await alice.signMessage({ message: revokeSessionMessage(id) })
    expect(await call('POST', `/v1/sessions/${id}/revoke`, { pci: id, signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await call('GET', `/v1/sessions/${id}`)).body.revoked).toBe(true)
    // Revoking again is harmless.
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
    expect(mismatch.body.reasons?.[0]?.description).toContain('body.pci must be the id')
  })

  test.each([
    ['signed by someone else', async () => signIn({}, mallory), 401, 'is not 0x7099'],
    [
      'expired',
      async () => signIn({ expirationTime: new Date(Date.now() - 1000) }),
      401,
      'expired',
    ],
    [
      'for another chain than the body',
      async () => ({ ...(await signIn()), chainId: 8453 }),
      400,
      'on chain 1, but the body says',
    ],
    [
      'on a chain not served',
      async () => signIn({ chainId: 10 }),
      400,
      'Chain 10 is not supported here',
    ],
    [
      'not an EIP-4361 message',
      async () => {
        const message = 'Please sign in'
        return { ...(await signIn()), message, signature: await alice.signMessage({ message }) }
      },
      400,
      'not an EIP-4361 sign-in message',
    ],
  ])('behavior: a message %s is refused', async (_name, make, status, reason) => {
    const answer = await call('POST', '/v1/sessions', await make())
    expect(answer.status).toBe(status)
    expect(answer.body.reasons?.[0]?.description).toContain(reason)
  })

  test('behavior: the same signed message cannot open a second session', async () => {
    const body = await signIn()
    expect((await call('POST', '/v1/sessions', body)).status).toBe(200)
    const replay = await call('POST', '/v1/sessions', body)
    expect(replay.status).toBe(409)
    expect(replay.body.reasons?.[0]?.description).toContain('already used')
  })

  test('behavior: unknown and malformed ids are 404 and 400', async () => {
    const unknown = await call('GET', '/v1/sessions/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    const malformed = await call('GET', '/v1/sessions/not-a-session')
    expect(malformed.status).toBe(400)
    expect(malformed.body.reasons?.[0]?.description).toContain('session id')
  })
})
