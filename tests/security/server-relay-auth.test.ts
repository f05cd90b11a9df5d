import { createPrivateKey, sign } from 'node:crypto'
import { createRelay } from '@keyport/server/relay/index.ts'
import {
  encodeData,
  encodeIss,
  encodeJWT,
  generateKeyPair,
  signJWT,
} from '@walletconnect/relay-auth'
import { afterEach, describe, expect, test } from 'vitest'
import { createRawRelayClient, randomTopic } from '../support/createRawRelayClient.ts'

// Finding 5 (relay): the relay ignored the JWT's audience and took a JWT without an expiry, so
// a JWT made for another relay, or one that never expires, opened a session here.
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay(options: Parameters<typeof createRelay>[0] = {}) {
  const relay = createRelay({ onError: () => {}, ...options })
  const url = await relay.listen(0)
  cleanups.push(() => relay.close())
  return url
}

/** A validly signed JWT with the claims given: what a client could sign for itself. */
function jwtWith(claims: Record<string, unknown>, keyPair = generateKeyPair()) {
  const header = { alg: 'EdDSA', typ: 'JWT' } as const
  const payload = { iss: encodeIss(keyPair.publicKey), sub: 'client', ...claims }
  // The secret key is the ed25519 seed then the public key: wrap the seed as PKCS#8 for node.
  const key = createPrivateKey({
    key: Buffer.concat([
      Buffer.from('302e020100300506032b657004220420', 'hex'),
      Buffer.from(keyPair.secretKey.slice(0, 32)),
    ]),
    format: 'der',
    type: 'pkcs8',
  })
  const signature = sign(null, encodeData({ header, payload } as never), key)
  return encodeJWT({ header, payload, signature } as never)
}

const opens = async (url: string, auth: string) => {
  const client = await createRawRelayClient(url, { auth })
  cleanups.push(() => client.close())
  return (await client.call('irn_subscribe', { topic: randomTopic() })).result !== undefined
}
const refusal = (url: string, auth: string) =>
  createRawRelayClient(url, { auth }).then(
    () => 'opened',
    (error: Error) => error.message,
  )
const inADay = () => Math.floor(Date.now() / 1000) + 86_400

describe('relay auth JWT audience and expiry (finding 5)', () => {
  test('attack: a JWT signed for another relay (aud) is refused with 401; one for this relay opens', async () => {
    const url = await startRelay()
    const other = url.replace(/:\d+$/, ':1')
    for (const aud of ['wss://relay.walletconnect.org', other, 'not a url', undefined])
      expect(await refusal(url, jwtWith({ aud, exp: inADay() }))).toMatch(/401/)
    // The official clients sign with aud = the relayUrl they were given; localhost is 127.0.0.1.
    expect(await opens(url, jwtWith({ aud: url, exp: inADay() }))).toBe(true)
    expect(
      await opens(url, jwtWith({ aud: url.replace('127.0.0.1', 'localhost'), exp: inADay() })),
    ).toBe(true)
  })

  test('attack: a JWT without exp, or with a non-numeric one, is refused with 401', async () => {
    const url = await startRelay()
    for (const exp of [undefined, 'never', null])
      expect(await refusal(url, jwtWith({ aud: url, exp }))).toMatch(/401/)
    expect(await opens(url, jwtWith({ aud: url, exp: inADay() }))).toBe(true)
  })

  test('behavior: a configured audience (the public URL behind a proxy) replaces the listening URL', async () => {
    const url = await startRelay({ audience: ['wss://relay.example.com'] })
    expect(
      await opens(
        url,
        await signJWT('client', 'wss://relay.example.com', 3_600, generateKeyPair()),
      ),
    ).toBe(true)
    expect(await refusal(url, await signJWT('client', url, 3_600, generateKeyPair()))).toMatch(
      /401/,
    )
  })
})
