import { describe, expect, test } from 'vitest'
import { SendError } from '../errors.ts'
import { parseSendAmount } from './parseSendAmount.ts'

const usdc = { symbol: 'USDC', decimals: 6, balance: 12_500_000n }
const failure = (text: string, token = usdc) => {
  try {
    parseSendAmount({ text, ...token })
  } catch (error) {
    if (error instanceof SendError) return { code: error.code, message: error.shortMessage }
    throw error
  }
  throw new Error(`'${text}' was accepted`)
}

describe('parseSendAmount', () => {
  test.each([
    ['1.5', 1_500_000n],
    [' 12.5 ', 12_500_000n],
    ['.5', 500_000n],
    ['3.', 3_000_000n],
    ['0.000001', 1n],
    // Zeros past the token's decimals change nothing, so they are not "too many decimals".
    ['1.5000000000', 1_500_000n],
  ])('behavior: %j is %s in the smallest unit', (text, expected) => {
    expect(parseSendAmount({ text, ...usdc })).toBe(expected)
  })

  test.each([
    ['', 'amountMissing', 'Enter an amount.'],
    ['   ', 'amountMissing', 'Enter an amount.'],
    ['abc', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['-1', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['1,5', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['1e3', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['.', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['1.2.3', 'amountNotNumber', 'Enter the amount as a number, like 0.5.'],
    ['0', 'amountZero', 'Enter an amount above 0.'],
    ['0.000', 'amountZero', 'Enter an amount above 0.'],
    ['0.0000001', 'amountDecimals', 'USDC has at most 6 decimals.'],
    ['12.5000001', 'amountDecimals', 'USDC has at most 6 decimals.'],
    ['12.500001', 'amountAboveBalance', 'Not enough USDC: the balance is 12.5 USDC.'],
    ['1000000000000000000000', 'amountAboveBalance', 'Not enough USDC: the balance is 12.5 USDC.'],
  ])('behavior: %j is refused (%s): "%s"', (text, code, message) => {
    expect(failure(text)).toEqual({ code, message })
  })

  test('behavior: the whole balance is allowed; no balance given skips the check', () => {
    expect(parseSendAmount({ text: '12.5', ...usdc })).toBe(12_500_000n)
    expect(parseSendAmount({ text: '99', symbol: 'ETH', decimals: 18 })).toBe(99n * 10n ** 18n)
  })
})
