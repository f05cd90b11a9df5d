import { describe, expect, test } from 'vitest'
import { scrubAnalyticsValue } from './scrubAnalyticsValue'

describe('scrubAnalyticsValue', () => {
  test.each([
    ['Code 482913 sent to ada@example.com', 'Code [number] sent to [email]'],
    ['Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2ln', 'Bearer [token]'],
    ['from 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'from [hex]'],
    ['to oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', 'to [secret]'],
    ['key c2VjcmV0LWtleS1ieXRlcy0xMjM0NTY=', 'key [secret]'],
  ])('behavior: %j becomes %j', (value, expected) => {
    expect(scrubAnalyticsValue(value)).toBe(expected)
  })

  test('behavior: network ids, view names and short values pass unchanged', () => {
    for (const value of [
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'RegisterAccountNameSuccess',
      'Failed to fetch transactions',
      'Please try again after 30 seconds',
    ])
      expect(scrubAnalyticsValue(value)).toBe(value)
  })

  test('behavior: strings are cut to 200 characters; non-finite numbers and objects become null', () => {
    expect(scrubAnalyticsValue('a '.repeat(150))).toHaveLength(200)
    expect([Number.NaN, Number.POSITIVE_INFINITY, {}, undefined].map(scrubAnalyticsValue)).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect([8453, true].map(scrubAnalyticsValue)).toEqual([8453, true])
  })
})
