import { describe, expect, test } from 'vitest'
import { createCallBatches } from './createCallBatches.ts'

describe('createCallBatches', () => {
  test('behavior: an app id maps to the internal id; without one the internal id is the id', () => {
    const batches = createCallBatches()
    batches.reserve('order-1')
    expect(batches.record('order-1', { internal: 'userop:0x01', chainId: 1 })).toBe('order-1')
    expect(batches.record(undefined, { internal: 'tx:0x02', chainId: 8453 })).toBe('tx:0x02')
    expect(batches.find('order-1')).toEqual({ internal: 'userop:0x01', chainId: 1 })
    expect(batches.find('tx:0x02')).toEqual({ internal: 'tx:0x02', chainId: 8453 })
    expect(batches.find('order-2')).toBeUndefined()
  })

  test('behavior: a used or reserved id is refused with 5720; a released one is free again', () => {
    const batches = createCallBatches()
    batches.reserve('a')
    expect(() => batches.reserve('a')).toThrow(expect.objectContaining({ code: 5720 }))
    batches.release('a')
    batches.reserve('a')
    batches.record('a', { internal: 'userop:0x01', chainId: 1 })
    expect(() => batches.reserve('a')).toThrow(expect.objectContaining({ code: 5720 }))
    expect(() => batches.reserve('')).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
