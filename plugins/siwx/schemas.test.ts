import { describe, expect, test } from 'vitest'
import {
  createSessionRequestSchema,
  revokeSessionMessage,
  sessionChainIdSchema,
} from './schemas.ts'

describe('sessionChainIdSchema', () => {
  test.each([
    [1, 1],
    ['8453', 8453],
    ['eip155:8453', 8453],
  ])('behavior: %j is chain %i', (given, id) => {
    expect(sessionChainIdSchema.parse(given)).toBe(id)
  })

  test.each([0, -1, 1.5, 2147483648, 'solana:1', 'eip155:', 'abc'])(
    "behavior: %j is an 'Invalid chainId'",
    (given) => {
      expect(sessionChainIdSchema.safeParse(given).error?.issues[0]?.message).toMatch(
        /^Invalid chainId/,
      )
    },
  )
})

describe('createSessionRequestSchema', () => {
  test('behavior: a signature must be 0x and at least 62 hex characters (spec §5)', () => {
    const body = {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 1,
      message: 'example.com wants you to sign in',
    }
    expect(
      createSessionRequestSchema.safeParse({ ...body, signature: `0x${'a'.repeat(62)}` }).success,
    ).toBe(true)
    expect(
      createSessionRequestSchema.safeParse({ ...body, signature: `0x${'a'.repeat(61)}` }).success,
    ).toBe(false)
  })
})

describe('createSessionRequestSchema on Solana', () => {
  const solana = {
    address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    message: 'example.com wants you to sign in',
    signature: '3'.repeat(87),
  }
  const evm = {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    signature: `0x${'ab'.repeat(65)}`,
  }
  const problems = (body: unknown) =>
    createSessionRequestSchema
      .safeParse(body)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  test('behavior: a Solana network keeps its CAIP-2 id; an eip155 chain becomes its number', () => {
    expect(createSessionRequestSchema.parse(solana).chainId).toBe(solana.chainId)
    expect(
      createSessionRequestSchema.parse({ ...solana, ...evm, chainId: 'eip155:10' }).chainId,
    ).toBe(10)
  })

  test.each<[string, Record<string, unknown>, string]>([
    ['an EVM address', { address: evm.address }, 'address: Expected a Solana address'],
    ['an EVM signature', { signature: evm.signature }, 'signature: Expected a Solana signature'],
    ['a base58 address with a 0', { address: `0${solana.address.slice(1)}` }, 'address: Expected'],
    ['a network by name', { chainId: 'solana:mainnet' }, 'chainId: Expected a Solana network'],
  ])('behavior: %s on a Solana sign-in is refused naming the field', (_, change, problem) => {
    expect(problems({ ...solana, ...change })?.[0]).toMatch(new RegExp(`^${problem}`))
  })

  test('behavior: a Solana address on an eip155 chain is refused as not an EVM address', () => {
    expect(problems({ ...solana, chainId: 1 })).toEqual([
      'address: Expected an address: 0x followed by 40 hex characters',
      'signature: Expected a signature: 0x followed by hex characters',
    ])
  })
})

describe('revokeSessionMessage', () => {
  test('behavior: the exact text the wallet signs', () => {
    expect(revokeSessionMessage('abc')).toBe('Revoke session abc')
  })
})
