import { describe, expect, test } from 'vitest'
import { fakeTransaction } from '../testing/fakeTransactions.ts'
import { groupTransactionsByYearMonth } from './groupTransactionsByYearMonth.ts'

// Mid-month at noon UTC: the same year and month in every time zone the tests may run in.
const at = (date: string) => fakeTransaction({ minedAt: `${date}T12:00:00.000Z` })
const shape = (grouped: ReturnType<typeof groupTransactionsByYearMonth>) =>
  grouped.map(({ year, months }) => ({
    year,
    months: months.map(({ month, transactions }) => ({
      month,
      days: transactions.map((t) => t.metadata.minedAt.slice(0, 10)),
    })),
  }))

describe('groupTransactionsByYearMonth', () => {
  test('behavior: years, then months, then transactions, all newest first, whatever the input order', () => {
    const list = [
      at('2025-03-14'),
      at('2026-02-10'),
      at('2024-12-15'),
      at('2026-02-16'),
      at('2025-11-15'),
      at('2026-01-15'),
      at('2025-03-16'),
    ]
    expect(shape(groupTransactionsByYearMonth(list))).toEqual([
      {
        year: 2026,
        months: [
          { month: 1, days: ['2026-02-16', '2026-02-10'] },
          { month: 0, days: ['2026-01-15'] },
        ],
      },
      {
        year: 2025,
        months: [
          { month: 10, days: ['2025-11-15'] },
          { month: 2, days: ['2025-03-16', '2025-03-14'] },
        ],
      },
      { year: 2024, months: [{ month: 11, days: ['2024-12-15'] }] },
    ])
  })

  test('behavior: a transaction listed twice (overlapping pages) appears once, as its later copy', () => {
    const first = at('2026-01-15')
    const newer = at('2026-01-16')
    const again = { ...first, metadata: { ...first.metadata, status: 'failed' as const } }
    const grouped = groupTransactionsByYearMonth([newer, first, again])
    const listed = grouped.flatMap((y) => y.months.flatMap((m) => m.transactions))
    expect(listed.map((t) => t.id)).toEqual([newer.id, first.id])
    expect(listed[1]?.metadata.status).toBe('failed')
  })

  test('behavior: equal times keep the order given (the API lists newest first within a block)', () => {
    const [a, b, c] = [at('2026-01-15'), at('2026-01-15'), at('2026-01-15')]
    const grouped = groupTransactionsByYearMonth([a!, b!, c!])
    expect(grouped[0]?.months[0]?.transactions).toEqual([a, b, c])
  })

  test('behavior: an unreadable minedAt is left out; an empty list gives no groups', () => {
    const bad = fakeTransaction({ minedAt: 'yesterday' })
    const good = at('2026-01-15')
    expect(shape(groupTransactionsByYearMonth([bad, good]))).toEqual([
      { year: 2026, months: [{ month: 0, days: ['2026-01-15'] }] },
    ])
    expect(groupTransactionsByYearMonth([])).toEqual([])
  })
})
