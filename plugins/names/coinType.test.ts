import { describe, expect, test } from 'vitest'
import { chainIdFromCoinType, coinTypeFromChainId } from './coinType.ts'

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
