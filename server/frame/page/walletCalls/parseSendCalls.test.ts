import { describe, expect, test } from 'vitest'
import { parseSendCalls } from './parseSendCalls.ts'

const from = '0x00000000000000000000000000000000005a11e7'
const to = '0x000000000000000000000000000000000000bEEF'
const support = {
  chainId: 1,
  from: from as `0x${string}`,
  atomic: true,
  paymasterService: true,
  paymasterOrigins: ['http://api.test'],
}
const v2 = (extra: object = {}) => [
  { version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: [{ to }], ...extra },
]

describe('parseSendCalls', () => {
  test('behavior: reads viem’s v2 request: id, calls and an allowed paymaster with its context', () => {
    expect(
      parseSendCalls(
        v2({
          id: 'a',
          from,
          calls: [{ to, value: '0x2', data: '0x12' }],
          capabilities: {
            paymasterService: { url: 'http://api.test/v1/paymaster', context: { a: 1 } },
          },
        }),
        support,
      ),
    ).toEqual({
      id: 'a',
      chainId: 1,
      atomicRequired: true,
      calls: [{ to, value: 2n, data: '0x12' }],
      paymaster: { url: 'http://api.test/v1/paymaster', context: { a: 1 } },
    })
  })

  test('behavior: the shape, the chain, the account and atomicity are checked with their codes', () => {
    const code = (params: unknown, over: object = {}) => {
      try {
        parseSendCalls(params, { ...support, ...over })
      } catch (error) {
        return (error as { code?: number }).code
      }
    }
    expect(code(v2({ version: '1.0' }))).toBe(-32602)
    expect(code(v2({ calls: [] }))).toBe(-32602)
    expect(code(v2({ atomicRequired: undefined }))).toBe(-32602)
    expect(code(v2({ chainId: '0x2105' }))).toBe(5710)
    expect(code(v2({ from: to }))).toBe(-32602)
    expect(code(v2(), { atomic: false })).toBe(5760)
    expect(code(v2({ atomicRequired: false }), { atomic: false })).toBeUndefined()
  })

  test('behavior: paymasterService on the EOA: required refused (5700), optional dropped', () => {
    const eoa = { ...support, atomic: false, paymasterService: false }
    const paymasterService = { url: 'http://api.test/v1/paymaster' }
    expect(() =>
      parseSendCalls(v2({ atomicRequired: false, capabilities: { paymasterService } }), eoa),
    ).toThrow(expect.objectContaining({ code: 5700 }))
    expect(
      parseSendCalls(
        v2({
          atomicRequired: false,
          capabilities: { paymasterService: { ...paymasterService, optional: true } },
        }),
        eoa,
      ).paymaster,
    ).toBeUndefined()
  })

  test('behavior: a call with a bad address is refused with its position', () => {
    expect(() => parseSendCalls(v2({ calls: [{ to }, { to: '0x12' }] }), support)).toThrow(
      expect.objectContaining({ message: 'Call 2: "to" must be a 0x address', code: -32602 }),
    )
  })
})
