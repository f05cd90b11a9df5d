import { startTestApi } from '@keyport/server/api/testing/startTestApi.ts'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createSolanaTestKey,
  reasonOf,
  type SolanaTestKey,
  siwsClient,
  solanaMainnet,
} from '../support/siws.ts'

// anvil's dev key #4: an attacker holding an EVM key.
const evmAttacker = privateKeyToAccount(
  '0x47e179ec197488593b187f80a00eb0da91f1c9b0b13e8e5ffd0c3e6bb6e8d1c4',
)

// Sign-In With Solana: a session for a Solana account must take that account's Ed25519 key, a
// nonce the API issued and nobody used, and the app's own domain. Each test below fails when its
// defence is removed (tried by hand: the signature check answering true, the nonce checks
// skipped, the domain check skipped, the per-namespace signature rule dropped from the schema).
describe('Sign-In With Solana attacks on POST /v1/sessions', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>
  let siws: ReturnType<typeof siwsClient>
  let alice: SolanaTestKey
  let mallory: SolanaTestKey
  beforeAll(async () => {
    api = await startTestApi()
    siws = siwsClient(api.url)
    alice = await createSolanaTestKey()
    mallory = await createSolanaTestKey()
  })
  afterAll(() => api?.stop())

  test('attack: a message naming alice but signed by another key is refused, and opens no session', async () => {
    const forged = await siws.post(await siws.signIn(alice, {}, mallory))
    expect(forged.status).toBe(401)
    expect(reasonOf(forged)).toBe(
      `The signature is not ${alice.address}'s signature of this message.`,
    )
    expect(
      await api.db.query('select 1 from siwx_sessions where address = $1', [alice.address]),
    ).toEqual([])
  })

  test("attack: alice's signature of one message does not carry over to another (a changed expiry)", async () => {
    const signed = await siws.signIn(alice)
    const stretched = signed.message.replace(
      /(Issued At: .+)$/,
      `$1\nExpiration Time: ${new Date(Date.now() + 365 * 86_400_000).toISOString()}`,
    )
    const answer = await siws.post({ ...signed, message: stretched })
    expect(answer.status).toBe(401)
    expect(answer.body.code).toBe('invalid_signature')
  })

  test('attack: a replayed sign-in is refused; its nonce cannot sign in anyone again', async () => {
    const body = await siws.signIn(alice)
    expect((await siws.post(body)).status).toBe(200)
    const replayed = await siws.post(body)
    expect(replayed.status).toBe(409)
    expect(reasonOf(replayed)).toBe(
      'This sign-in message was already used. Sign a new one with a fresh nonce.',
    )
    const nonce = /Nonce: (\w+)/.exec(body.message)![1]!
    const reused = await siws.post(await siws.signIn(mallory, { nonce }))
    expect(reused.status).toBe(409)
  })

  test('attack: an EVM signature on a Solana account is refused as not an Ed25519 signature', async () => {
    const body = await siws.signIn(alice)
    const evmSignature = await evmAttacker.signMessage({ message: body.message })
    const answer = await siws.post({ ...body, signature: evmSignature })
    expect(answer.status).toBe(400)
    expect(reasonOf(answer)).toBe(
      'body.signature: Expected a Solana signature: the 64-byte Ed25519 signature in base58',
    )
  })

  test("attack: a Solana sign-in cannot be passed off as an EVM one (the attacker's key, an eip155 body)", async () => {
    const body = await siws.signIn(alice)
    const answer = await siws.post({
      address: evmAttacker.address,
      chainId: 1,
      message: body.message,
      signature: await evmAttacker.signMessage({ message: body.message }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('siwe_mismatch')
  })

  test('attack: an EVM sign-in cannot open a session on a Solana network', async () => {
    const message = createSiweMessage({
      address: evmAttacker.address,
      chainId: 1,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      version: '1',
      nonce: await siws.nonce(),
    })
    const answer = await siws.post({
      address: alice.address,
      chainId: solanaMainnet,
      message,
      signature: await alice.signMessage(message),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('siwe_mismatch')
  })

  test("attack: a message for another app's domain is refused, though alice signed it", async () => {
    const phished = await siws.post(
      await siws.signIn(alice, { domain: 'evil.example', uri: 'https://evil.example/login' }),
    )
    expect(phished.status).toBe(403)
    expect(reasonOf(phished)).toBe(
      "Sign-in on 'evil.example' is not allowed for this project. Allowed domains: localhost, 127.0.0.1, [::1].",
    )
  })

  test('attack: a message signed for devnet does not sign in on mainnet', async () => {
    const devnet = await siws.signIn(alice, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    const answer = await siws.post({ ...devnet, chainId: solanaMainnet })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('siwe_mismatch')
  })
})
