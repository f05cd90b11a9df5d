import { describe, expect, test } from 'vitest'
import { minimumReceived } from './minimumReceived.ts'

describe('minimumReceived', () => {
  test('behavior: slippage 1 keeps 99 %, rounded down; 0.5 keeps 99.5 %; 0 keeps all', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
    expect(minimumReceived(1000n, 0)).toBe(1000n)
  })

  test('behavior: exact on amounts past Number precision (18-decimal tokens)', () => {
    const quoted = 9_969_999_999_999_999_999_999n
    expect(minimumReceived(quoted, 1)).toBe((quoted * 99n) / 100n)
  })

  test.each([-1, 101, Number.NaN])('behavior: slippage %s is refused', (slippage) => {
    expect(() => minimumReceived(1000n, slippage)).toThrow(RangeError)
  })
})
