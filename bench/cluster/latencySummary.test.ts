import { describe, expect, test } from 'vitest'
import { percentile, summarizeLatencies } from './latencySummary.ts'

describe('percentile', () => {
  test('behavior: nearest rank, so p99 of 100 values is the 99th and of 1,000 the 990th', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(hundred, 0.5)).toBe(50)
    expect(percentile(hundred, 0.99)).toBe(99)
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1)
    expect(percentile(thousand, 0.99)).toBe(990)
  })

  test('behavior: an empty list is 0 and one value is every percentile', () => {
    expect(percentile([], 0.99)).toBe(0)
    expect(percentile([7], 0.5)).toBe(7)
    expect(percentile([7], 0.99)).toBe(7)
  })
})

describe('summarizeLatencies', () => {
  test('behavior: sorts numerically (not as text) and leaves the input alone', () => {
    const latencies = [10, 9, 100, 2]
    expect(summarizeLatencies(latencies)).toEqual({ count: 4, p50Ms: 9, p99Ms: 100, maxMs: 100 })
    expect(latencies).toEqual([10, 9, 100, 2])
  })
})
