import type { Transaction } from '../schemas.ts'

type TransactionMonth = {
  /** 0 for January, as `Date.getMonth()`. */
  month: number
  transactions: Transaction[]
}
type TransactionYear = { year: number; months: TransactionMonth[] }
/** Spec §3 `transactionsByYear`: years, then months, then transactions, all newest first. */
export type TransactionsByYear = TransactionYear[]

/**
 * Groups transactions by year then month of `minedAt` in the user's time zone, newest first at
 * every level, de-duplicated by id (a later copy replaces an earlier one: pages can overlap when
 * new transactions arrive between them). A transaction with an unreadable `minedAt` cannot be
 * placed and is left out.
 *
 * @example
 * groupTransactionsByYearMonth([...firstPage, ...secondPage])
 * // [{ year: 2026, months: [{ month: 1, transactions: [...] }, { month: 0, ... }] }, { year: 2025, ... }]
 */
export function groupTransactionsByYearMonth(
  transactions: readonly Transaction[],
): TransactionsByYear {
  const byId = new Map<string, { transaction: Transaction; time: number; order: number }>()
  transactions.forEach((transaction, order) => {
    const time = Date.parse(transaction.metadata.minedAt)
    if (!Number.isFinite(time)) return
    const earlier = byId.get(transaction.id)
    // The replacement keeps the first copy's place among equal times (the API's order).
    byId.set(transaction.id, { transaction, time, order: earlier?.order ?? order })
  })
  const sorted = [...byId.values()].sort((a, b) => b.time - a.time || a.order - b.order)
  const years: TransactionsByYear = []
  for (const { transaction, time } of sorted) {
    const date = new Date(time)
    const year = date.getFullYear()
    const month = date.getMonth()
    let current = years.at(-1)
    if (current?.year !== year) {
      current = { year, months: [] }
      years.push(current)
    }
    let bucket = current.months.at(-1)
    if (bucket?.month !== month) {
      bucket = { month, transactions: [] }
      current.months.push(bucket)
    }
    bucket.transactions.push(transaction)
  }
  return years
}
