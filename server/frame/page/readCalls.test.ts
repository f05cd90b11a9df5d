import { describe, expect, test } from 'vitest'
import { readCalls } from './readCalls.ts'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readCalls', () => {
  test('behavior: reads targets, hex values and data', () => {
    expect(readCalls([{ calls: [{ to, value: '0x10', data: '0xabcd' }, { to }] }])).toEqual([
      { to, value: 16n, data: '0xabcd' },
      { to, value: undefined, data: undefined },
    ])
  })

  test.each([
    ['no params', undefined, 'wallet_sendCalls needs calls'],
    ['an empty batch', [{ calls: [] }], 'wallet_sendCalls needs calls'],
    [
      'a call without a target',
      [{ calls: [{ to }, { value: '0x1' }] }],
      'Call 2 needs a "to" address',
    ],
    [
      'a target without 0x',
      [{ calls: [{ to: to.slice(2) }] }],
      'Call 1: "to" must be a 0x address',
    ],
    [
      'a target that is not an address',
      [{ calls: [{ to: '0x1234' }] }],
      'Call 1: "to" must be a 0x address',
    ],
    ['data without 0x', [{ calls: [{ to, data: 'abcd' }] }], 'Call 1: "data" must be 0x hex'],
    [
      'a decimal value',
      [{ calls: [{ to, value: '100' }] }],
      'Call 1: "value" must be a 0x hex quantity',
    ],
  ])('behavior: %s is refused with a clear reason', (_case, params, message) => {
    expect(() => readCalls(params)).toThrow(message)
  })
})
