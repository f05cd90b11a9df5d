import { describe, expect, test } from 'vitest'
import { formatUnitsExact } from './formatUnitsExact.ts'

describe('formatUnitsExact', () => {
  test.each([
    [1_500_000n, 6, '1.5'],
    [1n, 6, '0.000001'],
    [10n ** 24n, 18, '1000000'],
    [0n, 18, '0'],
    [-25n, 1, '-2.5'],
    [42n, 0, '42'],
  ])('behavior: %s with %s decimals is %s', (units, decimals, text) => {
    expect(formatUnitsExact(units, decimals)).toBe(text)
  })
})
