import { describe, expect, test } from 'vitest'
import {
  accountNameRule,
  accountNameSchema,
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

describe('registerNameMessageSchema', () => {
  test('behavior: attributes default to none; at most 20 string attributes', () => {
    expect(registerNameMessageSchema.parse({ name: 'abcd', timestamp: 1, coinType: 60 })).toEqual({
      name: 'abcd',
      attributes: {},
      timestamp: 1,
      coinType: 60,
    })
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))
    expect(
      registerNameMessageSchema.safeParse({
        name: 'abcd',
        attributes: many,
        timestamp: 1,
        coinType: 60,
      }).success,
    ).toBe(false)
  })

  test('behavior: the coin type is part of what is signed', () => {
    expect(
      registerNameMessageSchema.safeParse({ name: 'abcd', timestamp: 1 }).error?.issues[0]?.message,
    ).toBe('Sign the coin type too: add coinType (ENSIP-11) to the message')
  })
})

describe('nameSuggestionsQuerySchema', () => {
  test('behavior: the zone defaults to keyport.id and no other is served', () => {
    expect(nameSuggestionsQuerySchema.parse({})).toEqual({ zone: 'keyport.id' })
    expect(nameSuggestionsQuerySchema.safeParse({ zone: 'reown.id' }).success).toBe(false)
  })
})
