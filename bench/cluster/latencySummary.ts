export type LatencySummary = {
  count: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

/**
 * The nearest-rank percentile of an ascending list: the smallest value with at least `q` of the
 * values at or below it. 0 for an empty list.
 *
 * @example
 * percentile([1, 2, 3, 4], 0.5) // 2
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil(q * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number
}

/**
 * p50, p99 and max of a set of latencies in milliseconds (any order; the input is not changed).
 *
 * @example
 * summarizeLatencies([5, 1, 3]) // { count: 3, p50Ms: 3, p99Ms: 5, maxMs: 5 }
 */
export function summarizeLatencies(latencies: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort()
  const list = Array.from(sorted)
  return {
    count: list.length,
    p50Ms: percentile(list, 0.5),
    p99Ms: percentile(list, 0.99),
    maxMs: list.at(-1) ?? 0,
  }
}
