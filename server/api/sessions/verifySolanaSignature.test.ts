import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/codecs-strings'
import { describe, expect, test } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature.ts'

const base58 = getBase58Decoder()
const message = 'app.example wants you to sign in with your Solana account:\n…'

function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const jwk = publicKey.export({ format: 'jwk' })
  return {
    address: base58.decode(Buffer.from(jwk.x!, 'base64url')),
    sign: (text: string) => base58.decode(sign(null, Buffer.from(text), privateKey)),
  }
}

describe('verifySolanaSignature', () => {
  test("behavior: true for the key's signature of the message bytes, false for another message or key", () => {
    const alice = solanaKey()
    const bob = solanaKey()
    const signature = alice.sign(message)
    expect(verifySolanaSignature({ address: alice.address, message, signature })).toBe(true)
    expect(
      verifySolanaSignature({ address: alice.address, message: `${message}!`, signature }),
    ).toBe(false)
    expect(verifySolanaSignature({ address: bob.address, message, signature })).toBe(false)
  })

  test.each<[string, (key: ReturnType<typeof solanaKey>) => [string, string], string]>([
    ['an address outside base58', (key) => ['0OIl', key.sign(message)], 'address is not base58.'],
    [
      'a 31-byte address',
      (key) => [base58.decode(new Uint8Array(31).fill(1)), key.sign(message)],
      'address must be 32 bytes in base58, got 31.',
    ],
    [
      'a 65-byte signature',
      (key) => [key.address, base58.decode(new Uint8Array(65).fill(1))],
      'signature must be 64 bytes in base58, got 65.',
    ],
  ])('behavior: %s is a 400 saying which', (_, make, reason) => {
    const [address, signature] = make(solanaKey())
    expect(() => verifySolanaSignature({ address, message, signature })).toThrow(
      expect.objectContaining({ status: 400, reasons: [{ description: reason }] }),
    )
  })
})
