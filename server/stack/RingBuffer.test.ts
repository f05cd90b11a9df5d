import { describe, expect, test } from 'vitest'
import { RingBuffer } from './RingBuffer.ts'

describe('RingBuffer', () => {
  test('behavior: keeps everything until full', () => {
    const buffer = new RingBuffer<number>(3)
    buffer.push(1)
    buffer.push(2)
    expect(buffer.toArray()).toEqual([1, 2])
  })

  test('behavior: keeps only the last items, oldest first', () => {
    const buffer = new RingBuffer<number>(3)
    for (let i = 1; i <= 7; i++) buffer.push(i)
    expect(buffer.toArray()).toEqual([5, 6, 7])
  })

  test('behavior: rejects a capacity below one', () => {
    expect(() => new RingBuffer(0)).toThrow('positive integer')
  })
})
