import { describe, expect, test } from 'vitest'
import { emptyOtp, parseOtpText, typedText, writeOtp } from './otpDigits.ts'

describe('parseOtpText', () => {
  test('behavior: spaces and dashes separate digits; other characters refuse the text', () => {
    expect(parseOtpText('123 456')).toBe('123456')
    expect(parseOtpText(' 123-456 ')).toBe('123456')
    expect(parseOtpText('12a456')).toBeUndefined()
    expect(parseOtpText('')).toBe('')
  })
})

describe('writeOtp', () => {
  test('behavior: one digit fills its box and moves on to the next', () => {
    expect(writeOtp(emptyOtp(), 2, '7')).toEqual({ digits: ['', '', '7', '', '', ''], focus: 3 })
  })

  test('behavior: the last box keeps focus', () => {
    expect(writeOtp(emptyOtp(), 5, '7')?.focus).toBe(5)
  })

  test('behavior: a whole code pasted into any box fills all six from the first', () => {
    expect(writeOtp(['9', '', '', '', '', ''], 3, '123-456')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    })
  })

  test('behavior: part of a code fills from the box it lands in, never past the sixth', () => {
    expect(writeOtp(emptyOtp(), 4, '123')).toEqual({
      digits: ['', '', '', '', '1', '2'],
      focus: 5,
    })
  })

  test('behavior: text without a digit changes nothing', () => {
    expect(writeOtp(emptyOtp(), 0, 'x')).toBeUndefined()
    expect(writeOtp(emptyOtp(), 0, ' ')).toBeUndefined()
  })
})

describe('typedText', () => {
  test('behavior: a digit typed beside the old one replaces it', () => {
    expect(typedText('4', '47')).toBe('7')
    expect(typedText('4', '74')).toBe('7')
    expect(typedText('', '7')).toBe('7')
    expect(typedText('4', '123456')).toBe('123456')
  })
})
