import { describe, expect, test } from 'vitest'
import { SwapAmountInvalidError } from '../errors.ts'
import { parseTokenAmount } from './parseTokenAmount.ts'

const usdc = { symbol: 'USDC', decimals: 6 }

describe('parseTokenAmount', () => {
  test.each([
    ['1', 1_000_000n],
    ['1.5', 1_500_000n],
    ['0.000001', 1n],
    ['.25', 250_000n],
    ['2,5', 2_500_000n],
    [' 10 ', 10_000_000n],
  ])('behavior: %j is %s smallest units', (text, units) => {
    expect(parseTokenAmount(text, usdc)).toBe(units)
  })

  test.each([
    ['', 'Enter an amount'],
    ['.', 'Enter an amount'],
    ['0', 'Enter an amount greater than 0'],
    ['0.000', 'Enter an amount greater than 0'],
    ['abc', 'Enter a number, like 1.5'],
    ['-1', 'Enter a number, like 1.5'],
    ['1e3', 'Enter a number, like 1.5'],
    ['1.2.3', 'Enter a number, like 1.5'],
    ['0.0000001', 'USDC has at most 6 decimals'],
    ['9'.repeat(80), 'That amount is too large'],
  ])('behavior: %j is refused with %j', (text, message) => {
    expect(() => parseTokenAmount(text, usdc)).toThrow(
      expect.objectContaining({ name: 'SwapAmountInvalidError', shortMessage: message }),
    )
    expect(() => parseTokenAmount(text, usdc)).toThrow(SwapAmountInvalidError)
  })

  test('behavior: a token without decimals takes whole numbers only', () => {
    expect(() => parseTokenAmount('1.5', { symbol: 'NFT', decimals: 0 })).toThrow(
      'NFT has no decimals',
    )
    expect(parseTokenAmount('3', { symbol: 'NFT', decimals: 0 })).toBe(3n)
  })
})
