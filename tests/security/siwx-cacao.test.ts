import type { SiwxSession } from '@keyport/siwx'
import { type Cacao, type CacaoPayload, cacaoMessage, signCacao } from '@keyport/wc-test-wallet'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { createSiwxWalletConnectAuth } from '../../plugins/siwx/services/createSiwxWalletConnectAuth.ts'

// WalletConnect's one-click auth hands the app a CACAO the wallet signed while pairing; the siwx
// plugin turns it into a sign-in session. A wallet (or whoever answers on the pairing) that
// returns a CACAO for another site, an old nonce, another chain or another account must not
// sign the user in, even with local storage, where no server checks the signature again.
const now = Date.parse('2026-03-01T12:00:00.000Z')
const user = privateKeyToAccount(generatePrivateKey())
const attacker = privateKeyToAccount(generatePrivateKey())
const request = {
  chains: ['eip155:1', 'eip155:8453'],
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'n0nceFromTheApp1',
  statement: 'Sign in to Test.',
  exp: '2026-03-08T12:00:00.000Z',
}
const payload = (changes: Partial<CacaoPayload> = {}): CacaoPayload => ({
  type: 'caip122',
  chains: request.chains,
  domain: request.domain,
  aud: request.uri,
  version: '1',
  nonce: request.nonce,
  iat: '2026-03-01T11:59:00.000Z',
  exp: request.exp,
  statement: request.statement,
  ...changes,
})
const signed = (
  changes: Partial<CacaoPayload> = {},
  { signer = user, address = user.address as Hex, chain = 'eip155:1' } = {},
) =>
  signCacao({
    payload: payload(changes),
    chain,
    address,
    sign: (message) => signer.signMessage({ message }),
  })

function setup() {
  const added: SiwxSession[] = []
  const auth = createSiwxWalletConnectAuth({
    siwx: {
      createAuthenticateRequest: vi.fn(),
      addSession: vi.fn(async (session: SiwxSession) => {
        added.push(session)
        return session
      }),
    },
    now: () => now,
  })
  const complete = (cacao: Cacao, { address = user.address, message = cacaoMessage(cacao) } = {}) =>
    auth.complete({ request, cacao, message, address })
  return { added, complete }
}

const refused = {
  name: 'SiwxCacaoInvalidError',
  shortMessage: "The wallet's sign-in does not match this app's request. Try again.",
}

describe('siwx one-click auth: forged and mismatched CACAOs', () => {
  test('control: the CACAO the app asked for signs the user in, the CACAO kept in the session', async () => {
    const { added, complete } = setup()
    const cacao = await signed()
    expect(await complete(cacao)).toBe(true)
    expect(added).toEqual([
      expect.objectContaining({
        cacao,
        signature: cacao.s.s,
        data: expect.objectContaining({
          domain: 'app.example',
          chainId: 'eip155:1',
          accountAddress: user.address,
          nonce: request.nonce,
        }),
      }),
    ])
  })

  test.each([
    ['another site’s domain', { domain: 'evil.example' }],
    ['another URI', { aud: 'https://evil.example' }],
    ['an old nonce (a replayed sign-in)', { nonce: 'oldN0nceReplayed' }],
    ['another statement', { statement: 'Send all my tokens.' }],
    ['an expired sign-in', { exp: '2026-03-01T11:00:00.000Z' }],
    ['a sign-in issued in the future', { iat: '2026-03-02T12:00:00.000Z' }],
  ] as const)('attack: a CACAO with %s is refused and no session is stored', async (_, changes) => {
    const { added, complete } = setup()
    await expect(complete(await signed(changes))).rejects.toMatchObject(refused)
    expect(added).toEqual([])
  })

  test('attack: a CACAO on a chain the app did not ask for is refused', async () => {
    const { added, complete } = setup()
    await expect(complete(await signed({}, { chain: 'eip155:10' }))).rejects.toMatchObject(refused)
    expect(added).toEqual([])
  })

  test('attack: the attacker’s own valid CACAO does not sign in the session’s account', async () => {
    const { added, complete } = setup()
    const theirs = await signed({}, { signer: attacker, address: attacker.address })
    await expect(complete(theirs, { address: user.address })).rejects.toMatchObject(refused)
    expect(added).toEqual([])
  })

  test('attack: a CACAO naming the user but signed by another key is refused', async () => {
    const { added, complete } = setup()
    const forged = await signed({}, { signer: attacker, address: user.address })
    await expect(complete(forged)).rejects.toMatchObject(refused)
    expect(added).toEqual([])
  })

  test('attack: a CACAO carrying the signature of another text (an old sign-in’s) is refused', async () => {
    const { added, complete } = setup()
    const asked = await signed()
    const old = await signed({ nonce: 'oldN0nceReplayed' })
    // The payload the app asked for, with the text and signature of the user's old sign-in.
    const spliced = { ...asked, s: old.s }
    await expect(complete(spliced, { message: cacaoMessage(old) })).rejects.toMatchObject(refused)
    expect(added).toEqual([])
  })
})
