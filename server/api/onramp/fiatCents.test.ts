import { describe, expect, test } from 'vitest'
import { fiatCents, formatCents } from './fiatCents.ts'

describe('fiatCents', () => {
  test.each([
    ['100', 10_000n],
    ['99.5', 9950n],
    ['0.01', 1n],
    ['7500.00', 750_000n],
  ])('behavior: %s is %i cents', (amount, cents) => {
    expect(fiatCents(amount)).toBe(cents)
  })

  test.each(['10.001', '-1', '1e3', '', 'NaN', '1,000'])(
    'behavior: %j is a 400 asking for at most two decimals',
    (amount) => {
      expect(() => fiatCents(amount)).toThrow('use at most two decimals')
    },
  )
})

describe('formatCents', () => {
  test('behavior: always two decimals', () => {
    expect([formatCents(9950n), formatCents(5n), formatCents(-120n)]).toEqual([
      '99.50',
      '0.05',
      '-1.20',
    ])
  })
})
