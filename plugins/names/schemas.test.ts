import { describe, expect, test } from 'vitest'
import {
  accountNameRule,
  accountNameSchema,
  chainIdFromCoinType,
  coinTypeFromChainId,
  nameSuggestionsQuerySchema,
  registerNameMessageSchema,
} from './schemas.ts'

describe('accountNameSchema', () => {
  test.each(['abcd', 'ABCD', 'a-b-', '1234', 'x'.repeat(500)])('behavior: %s is valid', (name) => {
    expect(accountNameSchema.safeParse(name).success).toBe(true)
  })

  test.each(['abc', 'ab_cd', 'a.bcd', 'abc ', 'ñandú'])(
    'behavior: %j breaks the spec rule',
    (name) => {
      expect(accountNameSchema.safeParse(name).error?.issues[0]?.message).toBe(accountNameRule)
    },
  )
})

describe('coinTypeFromChainId', () => {
  test.each([
    [1, 60],
    [8453, 2147492101],
    [10, 2147483658],
    [0, 2147483648],
    [2147483647, 4294967295],
  ])('behavior: chain %i is coin type %i (ENSIP-11)', (chainId, coinType) => {
    expect(coinTypeFromChainId(chainId)).toBe(coinType)
  })

  test.each([2147483648, 2 ** 40, -1, 1.5, Number.NaN])(
    'behavior: %d is an Invalid chainId',
    (id) => {
      expect(() => coinTypeFromChainId(id)).toThrow('Invalid chainId')
    },
  )
})

describe('chainIdFromCoinType', () => {
  test.each([
    [60, 1],
    [2147483649, 1],
    [2147492101, 8453],
  ])('behavior: coin type %i is chain %i', (coinType, chainId) => {
    expect(chainIdFromCoinType(coinType)).toBe(chainId)
  })

  test.each([0, 501, 2147483647, 2 ** 32])(
    'behavior: coin type %i is not an EVM one',
    (coinType) => {
      expect(() => chainIdFromCoinType(coinType)).toThrow('Invalid chainId')
    },
  )
})

describe('registerNameMessageSchema', () => {
  test('behavior: attributes default to none; at most 20 string attributes', () => {
    expect(registerNameMessageSchema.parse({ name: 'abcd', timestamp: 1 })).toEqual({
      name: 'abcd',
      attributes: {},
      timestamp: 1,
    })
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))
    expect(
      registerNameMessageSchema.safeParse({ name: 'abcd', attributes: many, timestamp: 1 }).success,
    ).toBe(false)
  })
})

describe('nameSuggestionsQuerySchema', () => {
  test('behavior: the zone defaults to keyport.id and no other is served', () => {
    expect(nameSuggestionsQuerySchema.parse({})).toEqual({ zone: 'keyport.id' })
    expect(nameSuggestionsQuerySchema.safeParse({ zone: 'reown.id' }).success).toBe(false)
  })
})
