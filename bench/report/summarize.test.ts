import { describe, expect, test } from 'vitest'
import { summarize } from './summarize'

describe('summarize', () => {
  test.each([
    [[3, 1, 2], { median: 2, min: 1, max: 3 }],
    [[3, 1, 2, 10], { median: 2.5, min: 1, max: 10 }],
    [[5, Number.NaN], { median: 5, min: 5, max: 5 }],
  ])('behavior: %j gives %j', (values, expected) => {
    expect(summarize(values)).toEqual(expected)
  })

  test('behavior: no usable value gives NaN, not zero', () => {
    expect(summarize([Number.NaN])).toEqual({
      median: Number.NaN,
      min: Number.NaN,
      max: Number.NaN,
    })
  })
})
