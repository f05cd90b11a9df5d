import { describe, expect, test } from 'vitest'
import {
  balanceQuerySchema,
  chainIdParamSchema,
  evmAddressSchema,
  fungiblePriceRequestSchema,
  tokenBalanceSchema,
} from './schemas.ts'

describe('chainIdParamSchema', () => {
  test.each([
    ['1', 1],
    ['eip155:1', 1],
    ['8453', 8453],
    ['eip155:8453', 8453],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', null],
    ['bip122:000000000019d6689c085ae165831e93', null],
  ])('behavior: %s parses to %j (null: another namespace)', (input, chainId) => {
    expect(chainIdParamSchema.parse(input)).toBe(chainId)
  })

  test.each(['abc', 'eip155:abc', 'eip155:', '-1', '1.5', '1234567890123'])(
    'behavior: %s is refused with the expected form',
    (input) => {
      expect(chainIdParamSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Expected a chain id like 1 or a CAIP-2 id like eip155:1',
      )
    },
  )
})

describe('evmAddressSchema', () => {
  test('behavior: any letter case passes; other lengths and prefixes do not', () => {
    expect(evmAddressSchema.safeParse(`0x${'aB'.repeat(20)}`).success).toBe(true)
    expect(evmAddressSchema.safeParse(`0x${'a'.repeat(39)}`).success).toBe(false)
    expect(evmAddressSchema.safeParse(`${'a'.repeat(42)}`).success).toBe(false)
  })
})

describe('balanceQuerySchema', () => {
  test('behavior: currency defaults to usd; other currencies are refused', () => {
    expect(balanceQuerySchema.parse({ chainId: 'eip155:1' })).toEqual({
      currency: 'usd',
      chainId: 1,
    })
    expect(balanceQuerySchema.safeParse({ currency: 'eur' }).error?.issues[0]?.message).toBe(
      'Only currency=usd is supported',
    )
  })
})

describe('tokenBalanceSchema', () => {
  test('behavior: the native token has no address', () => {
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    }
    expect(tokenBalanceSchema.parse(eth)).toEqual(eth)
  })
})

describe('fungiblePriceRequestSchema', () => {
  test('behavior: addresses are CAIP-10, one to fifty of them', () => {
    const address = `eip155:1:0x${'a'.repeat(40)}`
    expect(
      fungiblePriceRequestSchema.safeParse({ currency: 'usd', addresses: [address] }).success,
    ).toBe(true)
    for (const addresses of [[], Array(51).fill(address), [`0x${'a'.repeat(40)}`]])
      expect(fungiblePriceRequestSchema.safeParse({ currency: 'usd', addresses }).success).toBe(
        false,
      )
  })
})
