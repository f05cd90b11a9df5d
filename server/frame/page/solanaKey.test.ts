import { createPrivateKey, createPublicKey, hkdfSync } from 'node:crypto'
import { getAddressDecoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { deriveSolanaKey, deriveSolanaSeed, SOLANA_KEY_INFO } from './solanaKey.ts'

const secret = () => new Uint8Array(32).fill(7)

describe('deriveSolanaKey', () => {
  test('behavior: the derivation is fixed: one secret, one Solana address, on every release', async () => {
    expect(SOLANA_KEY_INFO).toBe('keyport/solana-ed25519/v1')
    const { publicKey } = await deriveSolanaKey(secret())
    // Changing the info string or the KDF would move every user's Solana account.
    expect(getAddressDecoder().decode(publicKey)).toBe(
      'EmFnauGWUxu4KLKfsrEnSCvu8w2FTquMkDV238u9m3qn',
    )
    // The same key from node:crypto's own HKDF and Ed25519, apart from WebCrypto.
    const seed = Buffer.from(hkdfSync('sha256', secret(), new Uint8Array(32), SOLANA_KEY_INFO, 32))
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
    const jwk = createPublicKey(
      createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    ).export({ format: 'jwk' })
    expect(Buffer.from(publicKey).toString('base64url')).toBe(jwk.x)
  })

  test('behavior: the seed is HKDF-SHA-256 of the secret, not the secret itself', async () => {
    const seed = await deriveSolanaSeed(secret())
    expect(seed).toHaveLength(32)
    expect(seed).not.toEqual(secret())
    const other = await deriveSolanaSeed(new Uint8Array(32).fill(8))
    expect(other).not.toEqual(seed)
  })

  test('behavior: the private key cannot be exported and signs what its public key verifies', async () => {
    const { privateKey, publicKey } = await deriveSolanaKey(secret())
    expect(privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow()
    const data = new TextEncoder().encode('hello')
    const signature = await crypto.subtle.sign('Ed25519', privateKey, data)
    const verifier = await crypto.subtle.importKey(
      'raw',
      publicKey as Uint8Array<ArrayBuffer>,
      'Ed25519',
      false,
      ['verify'],
    )
    expect(await crypto.subtle.verify('Ed25519', verifier, signature, data)).toBe(true)
  })
})
