import { describe, expect, test } from 'vitest'
import { operationType } from './operationType.ts'

const me = '0xme'
const base = { account: me, from: me, selector: '0x', isSwap: false, transfers: [] }
const moved = (...directions: ('in' | 'out' | 'self')[]) =>
  directions.map((direction) => ({ direction }))

describe('operationType', () => {
  test.each([
    ['a swap it sent', { isSwap: true, transfers: moved('out') }, 'trade'],
    ['value both ways (a wrap)', { transfers: moved('out', 'in') }, 'trade'],
    ['value out', { transfers: moved('out') }, 'send'],
    ['to itself', { transfers: moved('self') }, 'send'],
    ['value in from someone else', { from: '0xother', transfers: moved('in') }, 'receive'],
    [
      'a swap someone else sent to it',
      { from: '0xother', isSwap: true, transfers: moved('in') },
      'receive',
    ],
    ['an approval', { selector: '0x095ea7b3' }, 'approve'],
    ['a deployment', { selector: 'create' }, 'deploy'],
    ['a call that moved nothing', { selector: '0x12345678' }, 'execute'],
  ] as const)('behavior: %s is %s', (_name, fields, expected) => {
    expect(operationType({ ...base, ...fields })).toBe(expected)
  })
})
