import { createDataApiClient, createStorage } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { SiwxSession } from '../SiwxSession.ts'
import { createServerSiwxStorage, SERVER_SESSIONS_KEY } from './createServerSiwxStorage.ts'

const api = 'http://api.test'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = Date.UTC(2026, 0, 1)
const id = '7f1c1f5e-0c3a-4f3e-9a55-0b1d2c3e4f50'
const token = `${id}.${'s'.repeat(43)}`

const signed: SiwxSession = {
  data: {
    domain: 'app.example',
    accountAddress: alice,
    chainId: 'eip155:1',
    uri: 'https://app.example',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  },
  message: 'app.example wants you to sign in…',
  signature: `0x${'ab'.repeat(65)}`,
}
const answered = {
  id,
  address: alice,
  chainId: 1,
  caipAddress: `eip155:1:${alice}`,
  createdAt: new Date(now).toISOString(),
  expiresAt: new Date(now + 1_800_000).toISOString(),
  revoked: false,
}

const server = setupServer()
const calls: { method: string; path: string; body: unknown }[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
})
afterAll(() => server.close())

const record = async (request: Request) => {
  const text = await request.text()
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
  })
}

function setup() {
  const memory = createMemoryStorage()
  const kernelStorage = createStorage({ backend: () => memory })
  const dataApi = createDataApiClient({ baseUrl: api, projectId: 'keyport-dev', sdkVersion: '0' })
  return {
    kernelStorage,
    storage: createServerSiwxStorage({ dataApi, storage: kernelStorage, now: () => now }),
  }
}

describe('createServerSiwxStorage', () => {
  test('behavior: the nonce comes from the API; a session is verified there and kept with its id and token', async () => {
    server.use(
      http.post(`${api}/v1/sessions/nonce`, async ({ request }) => {
        await record(request)
        return HttpResponse.json({
          nonce: 'f00dfeedf00dfeed',
          expiresAt: new Date(now).toISOString(),
        })
      }),
      http.post(`${api}/v1/sessions`, async ({ request }) => {
        await record(request)
        return HttpResponse.json({ ...answered, token })
      }),
    )
    const { storage, kernelStorage } = setup()
    expect(await storage.getNonce({ chainId: 'eip155:1' })).toBe('f00dfeedf00dfeed')
    const stored = await storage.add(signed)
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/v1/sessions',
      body: {
        address: alice,
        chainId: 'eip155:1',
        message: signed.message,
        signature: signed.signature,
      },
    })
    // The server's shorter lifetime wins.
    expect(stored).toEqual({
      ...signed,
      id,
      token,
      data: { ...signed.data, expirationTime: answered.expiresAt },
    })
    expect(kernelStorage.getItem(SERVER_SESSIONS_KEY)).toEqual([stored])
  })

  test('behavior: get re-checks each session with the API; one it refuses is forgotten', async () => {
    const { storage, kernelStorage } = setup()
    kernelStorage.setItem(SERVER_SESSIONS_KEY, [{ ...signed, id, token }])
    let verdict: 'ok' | 'revoked' | 'down' = 'ok'
    server.use(
      http.post(`${api}/v1/sessions/verify`, async ({ request }) => {
        await record(request)
        if (verdict === 'ok') return HttpResponse.json(answered)
        if (verdict === 'down') return HttpResponse.error()
        return HttpResponse.json(
          {
            status: 401,
            code: 'session_revoked',
            reasons: [{ description: 'The session was signed out.' }],
          },
          { status: 401 },
        )
      }),
    )
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ token })

    verdict = 'down'
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toHaveLength(1)

    verdict = 'revoked'
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toEqual([])
    expect(kernelStorage.getItem(SERVER_SESSIONS_KEY)).toBeUndefined()
    expect(await storage.get({ address: alice, chainId: 'eip155:1' })).toEqual([])
    expect(calls).toHaveLength(3)
  })

  test('behavior: delete revokes with the token and forgets the session even when the API is down', async () => {
    const { storage, kernelStorage } = setup()
    kernelStorage.setItem(SERVER_SESSIONS_KEY, [{ ...signed, id, token }])
    server.use(
      http.post(`${api}/v1/sessions/:id/revoke`, async ({ request }) => {
        await record(request)
        return HttpResponse.error()
      }),
    )
    await storage.delete({ address: alice })
    expect(calls).toEqual([{ method: 'POST', path: `/v1/sessions/${id}/revoke`, body: { token } }])
    expect(kernelStorage.getItem(SERVER_SESSIONS_KEY)).toBeUndefined()
  })

  test('behavior: a refused sign-in keeps nothing and carries the API reason', async () => {
    server.use(
      http.post(`${api}/v1/sessions`, () =>
        HttpResponse.json(
          {
            status: 403,
            code: 'siwx_domain_not_allowed',
            reasons: [{ description: "Sign-in on 'app.example' is not allowed for this project." }],
          },
          { status: 403 },
        ),
      ),
    )
    const { storage, kernelStorage } = setup()
    await expect(storage.add(signed)).rejects.toMatchObject({
      details: "Sign-in on 'app.example' is not allowed for this project.",
    })
    expect(kernelStorage.getItem(SERVER_SESSIONS_KEY)).toBeUndefined()
  })

  test('behavior: an answer that breaks the schema is an error, not a session', async () => {
    server.use(http.post(`${api}/v1/sessions/nonce`, () => HttpResponse.json({ nonce: 'x y' })))
    const { storage } = setup()
    await expect(storage.getNonce({ chainId: 'eip155:1' })).rejects.toThrow(
      'The data API sent an invalid nonce.',
    )
  })
})
