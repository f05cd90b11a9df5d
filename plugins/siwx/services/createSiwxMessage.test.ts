import { describe, expect, test } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.ts'

const input = {
  nonce: 'a1b2c3d4e5f6a7b8',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  issuedAt: new Date('2026-01-01T00:00:00.000Z'),
  expirationTime: new Date('2026-01-08T00:00:00.000Z'),
}

describe('createSiwxMessage', () => {
  test('behavior: for eip155 it writes EIP-4361 with the address in EIP-55 form, and data to match', async () => {
    const { data, message } = await createSiwxMessage({
      ...input,
      address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      chainId: 'eip155:8453',
      statement: 'Sign in to Test App.',
    })
    expect(message).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        '',
        'Sign in to Test App.',
        '',
        'URI: http://127.0.0.1:5173',
        'Version: 1',
        'Chain ID: 8453',
        'Nonce: a1b2c3d4e5f6a7b8',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-08T00:00:00.000Z',
      ].join('\n'),
    )
    expect(data).toEqual({
      domain: '127.0.0.1:5173',
      accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 'eip155:8453',
      statement: 'Sign in to Test App.',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-08T00:00:00.000Z',
    })
  })

  test('behavior: another namespace gets the CAIP-122 text form', async () => {
    const { message } = await createSiwxMessage({
      ...input,
      address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Solana account:\n/)
  })

  test('behavior: a bad nonce from a custom storage is refused before the wallet sees anything', async () => {
    await expect(
      createSiwxMessage({
        ...input,
        nonce: 'short',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 'eip155:1',
      }),
    ).rejects.toThrow(/nonce/i)
  })
})
