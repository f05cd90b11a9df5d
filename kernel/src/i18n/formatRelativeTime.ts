type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

/**
 * The spec's relative-time thresholds, in dayjs's form: the distance is measured in
 * `measuredIn`, rounded, and the first row whose `upTo` it does not exceed wins. A row whose
 * `unit` differs from `measuredIn` shows one `unit` ("1 minute ago" for 45 to 89 seconds).
 */
export const RELATIVE_TIME_THRESHOLDS = [
  { unit: 'second', measuredIn: 'second', upTo: 44 },
  { unit: 'minute', measuredIn: 'second', upTo: 89 },
  { unit: 'minute', measuredIn: 'minute', upTo: 44 },
  { unit: 'hour', measuredIn: 'minute', upTo: 89 },
  { unit: 'hour', measuredIn: 'hour', upTo: 21 },
  { unit: 'day', measuredIn: 'hour', upTo: 35 },
  { unit: 'day', measuredIn: 'day', upTo: 25 },
  { unit: 'month', measuredIn: 'day', upTo: 45 },
  { unit: 'month', measuredIn: 'month', upTo: 10 },
  { unit: 'year', measuredIn: 'month', upTo: 17 },
  { unit: 'year', measuredIn: 'year', upTo: Number.POSITIVE_INFINITY },
] as const satisfies ReadonlyArray<{ unit: Unit; measuredIn: Unit; upTo: number }>

const DAY = 86_400_000
// Months and years are Gregorian averages, so the result does not depend on the calendar date.
const unitMs: Record<Unit, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: DAY,
  month: (DAY * 365.2425) / 12,
  year: DAY * 365.2425,
}

const formatters = new Map<
  string,
  { always: Intl.RelativeTimeFormat; auto: Intl.RelativeTimeFormat }
>()

function formattersFor(locale: string) {
  let pair = formatters.get(locale)
  if (!pair) {
    pair = {
      always: new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
      auto: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    }
    formatters.set(locale, pair)
  }
  return pair
}

export type FormatRelativeTimeParameters = {
  /**
   * The moment to measure from, in epoch milliseconds.
   * @default Date.now()
   */
  now?: number
  /**
   * A BCP 47 locale.
   * @default 'en'
   */
  locale?: string
}

/**
 * Says how far `date` is from now in words, past or future, using `RELATIVE_TIME_THRESHOLDS`.
 * An invalid date gives an empty string, so one bad timestamp cannot break a list.
 *
 * @example
 * formatRelativeTime(Date.now() - 60_000) // '1 minute ago'
 * formatRelativeTime(Date.now() + 3 * 86_400_000, { locale: 'de' }) // 'in 3 Tagen'
 */
export function formatRelativeTime(
  date: Date | number,
  { now = Date.now(), locale = 'en' }: FormatRelativeTimeParameters = {},
): string {
  const distance = (typeof date === 'number' ? date : date.getTime()) - now
  if (!Number.isFinite(distance)) return ''
  const sign = distance < 0 ? -1 : 1
  const { always, auto } = formattersFor(locale)
  for (const { unit, measuredIn, upTo } of RELATIVE_TIME_THRESHOLDS) {
    const amount = Math.round(Math.abs(distance) / unitMs[measuredIn])
    if (amount > upTo) continue
    // Zero seconds reads "now" rather than "in 0 seconds".
    if (amount === 0) return auto.format(0, 'second')
    return always.format(sign * (unit === measuredIn ? amount : 1), unit)
  }
  return ''
}
