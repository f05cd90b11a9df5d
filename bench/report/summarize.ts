/** Median, minimum and maximum of a series. */
export type Spread = { median: number; min: number; max: number }

/**
 * The median (mean of the two middle values for an even count), minimum and maximum. Not-a-number
 * values (a run that did not get that far) are left out; an empty series gives NaN.
 *
 * @example
 * summarize([3, 1, 2, 10]) // { median: 2.5, min: 1, max: 10 }
 */
export function summarize(values: readonly number[]): Spread {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN }
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number }
}
