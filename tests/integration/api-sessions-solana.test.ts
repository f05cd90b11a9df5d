import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { siwxPlugin, siwxToken } from '@keyport/siwx'
import { verifySiwxSession } from '@keyport/siwx/verify'
import { createSolanaTestWallet, localSolanaChains, solanaAccount0Key } from '@keyport/test-wallet'
import { getBase58Decoder } from '@solana/codecs-strings'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siwxTestKernel } from '../../plugins/siwx/testing/fakeSiwxConnection.ts'
import {
  createSolanaTestKey,
  reasonOf,
  type SolanaTestKey,
  siwsClient,
  solanaMainnet,
} from '../support/siws.ts'

const day = 24 * 60 * 60_000
const base58 = getBase58Decoder()

// Sign-In With Solana needs no chain (Ed25519 is checked offline), so the API serves none here.
describe('sessionRoutes on Solana', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  let siws: ReturnType<typeof siwsClient>
  let alice: SolanaTestKey
  beforeAll(async () => {
    api = await startTestApi()
    siws = siwsClient(api.url)
    alice = await createSolanaTestKey()
  })
  afterAll(() => api?.stop())

  test('behavior: a signed CAIP-122 message opens a session keyed by the Solana CAIP address; its token verifies', async () => {
    const created = await siws.post(await siws.signIn(alice))
    expect(created.status).toBe(200)
    const { token, ...session } = created.body
    expect(session).toMatchObject({
      address: alice.address,
      chainId: solanaMainnet,
      caipAddress: `${solanaMainnet}:${alice.address}`,
      revoked: false,
    })
    expect(Date.parse(session.expiresAt as string) - Date.parse(session.createdAt as string)).toBe(
      7 * day,
    )
    expect(await siws.call('GET', `/v1/sessions/${session.id}`)).toEqual({
      status: 200,
      body: session,
    })
    expect(
      await verifySiwxSession({ apiUrl: api.url, projectId: 'keyport-dev', token: `${token}` }),
    ).toEqual({ valid: true, session })
  })

  test('behavior: devnet signs in too; a network the API does not know is refused by name', async () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const created = await siws.post(await siws.signIn(alice, { chainId: devnet }))
    expect(created.body).toMatchObject({
      chainId: devnet,
      caipAddress: `${devnet}:${alice.address}`,
    })

    const unknown = await siws.post(
      await siws.signIn(alice, { chainId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' }),
    )
    expect(unknown.status).toBe(400)
    expect(reasonOf(unknown)).toContain(
      'Solana network 4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ is not supported here. Sign in on one of: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  test('behavior: revoking by token signs out; revoking by a personal_sign signature says to use the token', async () => {
    const { id, token } = (await siws.post(await siws.signIn(alice))).body
    const bySignature = await siws.call('POST', `/v1/sessions/${id}/revoke`, {
      pci: id,
      signature: `0x${'ab'.repeat(65)}`,
    })
    expect(bySignature.status).toBe(400)
    expect(reasonOf(bySignature)).toContain('is a solana sign-in; revoke it with its token')
    expect(await siws.call('POST', `/v1/sessions/${id}/revoke`, { token })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect(reasonOf(await siws.call('POST', '/v1/sessions/verify', { token }))).toBe(
      'The session was signed out. Sign in again.',
    )
  })

  test('behavior: an account that is base58 but not a 32-byte key is a 400 with the reason', async () => {
    const short = { ...alice, address: base58.decode(new Uint8Array(24).fill(7)) }
    const answer = await siws.post(await siws.signIn(short, {}, alice))
    expect(answer.status).toBe(400)
    expect(reasonOf(answer)).toBe('address must be 32 bytes in base58, got 24.')
  })

  test.each<[string, (body: Record<string, unknown>) => Record<string, unknown>, string]>([
    [
      'an address with a character outside base58',
      (body) => ({ ...body, address: `0${(body.address as string).slice(1)}` }),
      'body.address: Expected a Solana address',
    ],
    [
      'a signature that is base58 but not 64 bytes',
      (body) => ({ ...body, signature: base58.decode(new Uint8Array(48).fill(9)) }),
      'signature must be 64 bytes in base58, got 48.',
    ],
    [
      'a signature in hex',
      (body) => ({ ...body, signature: `0x${'ab'.repeat(64)}` }),
      'body.signature: Expected a Solana signature: the 64-byte Ed25519 signature in base58',
    ],
    [
      'a network named by a word',
      (body) => ({ ...body, chainId: 'solana:mainnet' }),
      'body.chainId: Expected a Solana network',
    ],
    [
      'a body for another account than the message',
      (body) => ({ ...body, address: base58.decode(new Uint8Array(32).fill(3)) }),
      'but the body says',
    ],
  ])('behavior: %s is a 400 with the reason', async (_, change, reason) => {
    const answer = await siws.post(change(await siws.signIn(alice)))
    expect(answer.status).toBe(400)
    expect(reasonOf(answer)).toContain(reason)
  })

  test('behavior: an expired message is refused, and its nonce stays usable', async () => {
    const nonce = await siws.nonce()
    const expired = await siws.post(
      await siws.signIn(alice, {
        nonce,
        expirationTime: new Date(Date.now() - 1000).toISOString(),
      }),
    )
    expect(expired.status).toBe(401)
    expect(reasonOf(expired)).toContain('expired at')
    expect((await siws.post(await siws.signIn(alice, { nonce }))).status).toBe(200)
  })
})

// The plugin and the API end to end: what the connected wallet signs through the siwx plugin's
// own Solana signer (solana:signMessage) is what the API verifies.
describe('siwxPlugin with server storage on Solana', () => {
  // The test kernel's manual clock starts here; the API shares it.
  const start = Date.UTC(2026, 0, 1)
  let api: Awaited<ReturnType<typeof startTestApi>>
  beforeAll(async () => {
    api = await startTestApi({ now: () => start })
  })
  afterAll(() => api?.stop())

  test('behavior: a connected Solana wallet signs in through the plugin; the API keeps the session by its CAIP address and a backend verifies it', async () => {
    const wallet = await createSolanaTestWallet({
      privateKey: solanaAccount0Key,
      chains: localSolanaChains,
    })
    const { kernel, connection } = siwxTestKernel({
      plugins: [
        siwxPlugin({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', storage: 'server' }),
      ],
      options: { apiUrl: api.url, projectId: 'keyport-dev' },
    })
    await connection.connectSolana(wallet.wallet)
    const siwx = kernel.resolve(siwxToken)
    await expect.poll(() => siwx.state.status).toBe('needed')

    const session = await siwx.signIn()
    expect(session).toMatchObject({
      data: { accountAddress: wallet.address, chainId: solanaMainnet },
    })
    expect(wallet.control.log.map((entry) => [entry.method, entry.outcome])).toEqual([
      ['standard:connect', 'approved'],
      ['solana:signMessage', 'approved'],
    ])
    expect(
      await verifySiwxSession({ apiUrl: api.url, projectId: 'keyport-dev', token: session?.token }),
    ).toMatchObject({
      valid: true,
      session: { id: session?.id, caipAddress: `${solanaMainnet}:${wallet.address}` },
    })
    await kernel.dispose()
  })
})
