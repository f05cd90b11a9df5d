import { describe, expect, test } from 'vitest'
import { formatRelativeTime, RELATIVE_TIME_THRESHOLDS } from './formatRelativeTime'

const NOW = Date.UTC(2025, 0, 15, 12)
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe('formatRelativeTime', () => {
  // Each spec threshold is checked on both sides: the last distance it covers and the first it does not.
  test.each([
    [0, 'now', 'now'],
    [1 * s, '1 second ago', 'in 1 second'],
    [44 * s, '44 seconds ago', 'in 44 seconds'],
    [45 * s, '1 minute ago', 'in 1 minute'],
    [89 * s, '1 minute ago', 'in 1 minute'],
    [90 * s, '2 minutes ago', 'in 2 minutes'],
    [44 * min, '44 minutes ago', 'in 44 minutes'],
    [45 * min, '1 hour ago', 'in 1 hour'],
    [89 * min, '1 hour ago', 'in 1 hour'],
    [90 * min, '2 hours ago', 'in 2 hours'],
    [21 * h, '21 hours ago', 'in 21 hours'],
    [22 * h, '1 day ago', 'in 1 day'],
    [35 * h, '1 day ago', 'in 1 day'],
    [36 * h, '2 days ago', 'in 2 days'],
    [25 * d, '25 days ago', 'in 25 days'],
    [26 * d, '1 month ago', 'in 1 month'],
    [45 * d, '1 month ago', 'in 1 month'],
    [46 * d, '2 months ago', 'in 2 months'],
    [304 * d, '10 months ago', 'in 10 months'],
    [320 * d, '1 year ago', 'in 1 year'],
    [532 * d, '1 year ago', 'in 1 year'],
    // 533 days round to 18 months, past 'a year'; as years they still round to 1.
    [533 * d, '1 year ago', 'in 1 year'],
    [548 * d, '2 years ago', 'in 2 years'],
    [10 * 365 * d, '10 years ago', 'in 10 years'],
  ])('behavior: %i ms reads "%s" in the past and "%s" in the future', (distance, past, future) => {
    expect(formatRelativeTime(NOW - distance, { now: NOW })).toBe(past)
    expect(formatRelativeTime(new Date(NOW + distance), { now: NOW })).toBe(future)
  })

  test('behavior: the thresholds are the spec values', () => {
    expect(RELATIVE_TIME_THRESHOLDS.map(({ upTo }) => upTo)).toEqual([
      44,
      89,
      44,
      89,
      21,
      35,
      25,
      45,
      10,
      17,
      Number.POSITIVE_INFINITY,
    ])
  })

  test('behavior: other locales use their own words', () => {
    expect(formatRelativeTime(NOW + 3 * d, { now: NOW, locale: 'de' })).toBe('in 3 Tagen')
    expect(formatRelativeTime(NOW - 2 * h, { now: NOW, locale: 'fr' })).toBe('il y a 2 heures')
  })

  test('behavior: now defaults to the current time', () => {
    expect(formatRelativeTime(Date.now() - 3 * min)).toBe('3 minutes ago')
  })

  test('behavior: an invalid date gives an empty string instead of throwing', () => {
    expect(formatRelativeTime(new Date('nope'), { now: NOW })).toBe('')
  })
})
