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

describe('revokeSessionMessage', () => {
  test('behavior: the exact text the wallet signs', () => {
    expect(revokeSessionMessage('abc')).toBe('Revoke session abc')
  })
})
