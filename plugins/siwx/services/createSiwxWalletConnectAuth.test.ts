import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { formatSiwxMessage } from '../message/formatSiwxMessage.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import { createSiwxWalletConnectAuth } from './createSiwxWalletConnectAuth.ts'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const now = Date.parse('2026-03-01T12:00:00.000Z')
const request = {
  chains: ['eip155:1'],
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nceFromTheApp1',
  exp: '2026-03-08T12:00:00.000Z',
}
// An EIP-4361 text with the fields a CACAO carries (sign-client's format is the same, plus ReCaps).
const message = formatSiwxMessage({
  domain: request.domain,
  accountAddress: account.address,
  chainId: 'eip155:1',
  uri: request.uri,
  version: '1',
  nonce: request.nonce,
  issuedAt: '2026-03-01T11:59:00.000Z',
  expirationTime: request.exp,
})
const cacao = (t: string, s: string) => ({
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:1:${account.address}`,
    domain: request.domain,
    aud: request.uri,
    version: '1',
    nonce: request.nonce,
    iat: '2026-03-01T11:59:00.000Z',
    exp: request.exp,
  },
  s: { t, s },
})

function setup(addSession = async (session: SiwxSession) => session) {
  const siwx = {
    createAuthenticateRequest: vi.fn(async () => ({
      ...request,
      chains: request.chains as `${string}:${string}`[],
      iat: '2026-03-01T12:00:00.000Z',
    })),
    addSession: vi.fn(addSession),
  }
  const logger = { warn: vi.fn() }
  return { siwx, logger, auth: createSiwxWalletConnectAuth({ siwx, now: () => now, logger }) }
}

describe('createSiwxWalletConnectAuth', () => {
  test('behavior: the request is the SIWX one for the chains', async () => {
    const { auth, siwx } = setup()
    expect(await auth.request({ chains: ['eip155:1'] })).toMatchObject(request)
    expect(siwx.createAuthenticateRequest).toHaveBeenCalledWith({ chains: ['eip155:1'] })
  })

  test('behavior: an account’s CACAO becomes the SIWX session, with its cacao', async () => {
    const { auth, siwx } = setup()
    const signed = cacao('eip191', await account.signMessage({ message }))
    expect(await auth.complete({ request, cacao: signed, message, address: account.address })).toBe(
      true,
    )
    expect(siwx.addSession).toHaveBeenCalledWith({
      data: expect.objectContaining({ chainId: 'eip155:1', nonce: request.nonce }),
      message,
      signature: signed.s.s,
      cacao: signed,
    })
  })

  test('behavior: a contract account’s eip1271 CACAO is left to the sign-in view', async () => {
    const { auth, siwx } = setup()
    const signed = cacao('eip1271', '0x1234')
    expect(await auth.complete({ request, cacao: signed, message, address: account.address })).toBe(
      false,
    )
    expect(siwx.addSession).not.toHaveBeenCalled()
  })

  test('behavior: a CACAO the storage refuses (the data API said no) is left to the sign-in view', async () => {
    const { auth, logger } = setup(() => Promise.reject(new Error('siwx_domain_not_allowed')))
    const signed = cacao('eip191', await account.signMessage({ message }))
    expect(await auth.complete({ request, cacao: signed, message, address: account.address })).toBe(
      false,
    )
    expect(logger.warn).toHaveBeenCalledWith(
      'siwx: the one-click sign-in was not stored; asking to sign in',
      expect.any(Error),
    )
  })
})
