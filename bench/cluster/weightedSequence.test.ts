import { describe, expect, test } from 'vitest'
import { weightedSequence } from './weightedSequence.ts'

describe('weightedSequence', () => {
  test('behavior: each name as often as its weight, spread rather than in runs', () => {
    const sequence = weightedSequence({
      balance: 40,
      history: 25,
      quote: 15,
      identity: 15,
      forced: 5,
    })
    expect(sequence).toHaveLength(100)
    const count = (name: string) => sequence.filter((n) => n === name).length
    expect([
      count('balance'),
      count('history'),
      count('quote'),
      count('identity'),
      count('forced'),
    ]).toEqual([40, 25, 15, 15, 5])
    // The five forced reads fall one in each fifth of the cycle, not all together.
    const forced = sequence.flatMap((name, i) => (name === 'forced' ? [Math.floor(i / 20)] : []))
    expect(forced).toEqual([0, 1, 2, 3, 4])
  })

  test('behavior: a zero weight leaves the name out; a fraction is refused', () => {
    expect(weightedSequence({ a: 2, b: 1, c: 0 })).toEqual(['a', 'b', 'a'])
    expect(() => weightedSequence({ a: 1.5 })).toThrow('The weight of a must be a whole number.')
  })
})
