import { describe, expect, test } from 'vitest'
import { assertWithinLimits } from './assertWithinLimits.ts'

describe('assertWithinLimits', () => {
  test.each([
    [1000n, 'USD', 'card'],
    [750_000n, 'EUR', 'card'],
    [2_500_000n, 'USD', 'ach_bank_account'],
  ] as const)('behavior: %i cents %s by %s is within the limits', (cents, currency, method) => {
    expect(() => assertWithinLimits(cents, currency, method)).not.toThrow()
  })

  test.each([
    [
      999n,
      'USD',
      'card',
      '9.99 USD is below the minimum: pay between 10.00 and 7500.00 USD by card.',
    ],
    [
      750_001n,
      'EUR',
      'card',
      '7500.01 EUR is above the maximum: pay between 10.00 and 7500.00 EUR by card.',
    ],
    [
      2_500_001n,
      'USD',
      'ach_bank_account',
      '25000.01 USD is above the maximum: pay between 10.00 and 25000.00 USD by bank account.',
    ],
    [1000n, 'GBP', 'card', "Payment currency 'GBP' is not offered. Pay in one of: USD, EUR."],
  ] as const)('behavior: %i cents %s by %s is refused: %s', (cents, currency, method, message) => {
    expect(() => assertWithinLimits(cents, currency, method)).toThrow(message)
  })
})
