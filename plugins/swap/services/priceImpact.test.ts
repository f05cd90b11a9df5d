import { describe, expect, test } from 'vitest'
import { priceImpact } from './priceImpact.ts'

describe('priceImpact', () => {
  test('behavior: the share of USD value lost, in percent, to two decimals', () => {
    expect(priceImpact({ fromUsd: 100, toUsd: 99.7 })).toBe(0.3)
    expect(priceImpact({ fromUsd: 3000, toUsd: 2991.03 })).toBe(0.3)
  })

  test('behavior: a gain shows as 0, and unknown or zero prices as undefined', () => {
    expect(priceImpact({ fromUsd: 100, toUsd: 101 })).toBe(0)
    expect(priceImpact({ fromUsd: undefined, toUsd: 10 })).toBeUndefined()
    expect(priceImpact({ fromUsd: 0, toUsd: 10 })).toBeUndefined()
  })
})
