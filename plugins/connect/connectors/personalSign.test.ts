import { describe, expect, test } from 'vitest'
import { isSignature, personalSignParams } from './personalSign.ts'

describe('personalSignParams', () => {
  test('behavior: hex-encodes the message as UTF-8, then the address', () => {
    expect(personalSignParams('Hi ✓', '0xabc')).toEqual(['0x486920e29c93', '0xabc'])
    expect(personalSignParams('', '0xabc')).toEqual(['0x', '0xabc'])
  })
})

describe('isSignature', () => {
  test('behavior: 0x and at least 62 hex characters; anything else is not', () => {
    expect(isSignature(`0x${'ab'.repeat(31)}`)).toBe(true)
    expect(isSignature(`0x${'Ab'.repeat(65)}`)).toBe(true)
    expect(isSignature(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(isSignature(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isSignature(42)).toBe(false)
    expect(isSignature(undefined)).toBe(false)
  })
})
