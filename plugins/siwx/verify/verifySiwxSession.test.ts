import { describe, expect, test } from 'vitest'
import { verifySiwxSession } from './verifySiwxSession.ts'

const session = {
  id: '7f1c1f5e-0c3a-4f3e-9a55-0b1d2c3e4f50',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 1,
  caipAddress: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  revoked: false,
}

function answering(status: number, body: unknown) {
  const requests: { url: string; body: unknown }[] = []
  const fetch = (async (url: URL, init: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init.body)) })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }) as unknown as typeof globalThis.fetch
  return { fetch, requests }
}

const base = { apiUrl: 'http://api.test', projectId: 'shop' }

describe('verifySiwxSession', () => {
  test('behavior: posts the bare token to the project and answers the session', async () => {
    const { fetch, requests } = answering(200, session)
    expect(await verifySiwxSession({ ...base, token: 'Bearer abc.def', fetch })).toEqual({
      valid: true,
      session,
    })
    expect(requests).toEqual([
      { url: 'http://api.test/v1/sessions/verify?projectId=shop', body: { token: 'abc.def' } },
    ])
  })

  test('behavior: a Solana session answers its CAIP-2 network and CAIP-10 account', async () => {
    const solana = {
      ...session,
      address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipAddress:
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    }
    const { fetch } = answering(200, solana)
    expect(await verifySiwxSession({ ...base, token: 't', fetch })).toEqual({
      valid: true,
      session: solana,
    })
  })

  test("behavior: a refusal is valid: false with the API's reason", async () => {
    const { fetch } = answering(401, { reasons: [{ description: 'The session expired.' }] })
    expect(await verifySiwxSession({ ...base, token: 't', fetch })).toEqual({
      valid: false,
      reason: 'The session expired.',
    })
  })

  test('behavior: an API that cannot answer throws, so "not now" is not mistaken for "no"', async () => {
    for (const [status, body] of [
      [503, { reasons: [] }],
      [429, {}],
      [200, { id: 1 }],
      [200, 'not json'],
    ] as const) {
      const { fetch } = answering(status, body)
      await expect(verifySiwxSession({ ...base, token: 't', fetch })).rejects.toThrow(
        /Keyport data API/,
      )
    }
  })
})
