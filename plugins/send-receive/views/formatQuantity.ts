import type { I18n } from '@keyport/kernel'

/**
 * A token amount for reading: grouped, at most `digits` significant digits after the point are
 * kept so that 0.000042 stays visible ('7,949.9723', '0.00004221').
 *
 * @example
 * formatQuantity(i18n, '0.000042213') // '0.00004221'
 */
export function formatQuantity(
  i18n: Pick<I18n, 'formatNumber'>,
  numeric: string,
  digits = 4,
): string {
  const value = Number(numeric)
  if (!Number.isFinite(value)) return numeric
  const whole = Math.abs(value) >= 1
  return i18n.formatNumber(
    value,
    whole ? { maximumFractionDigits: digits } : { maximumSignificantDigits: digits },
  )
}

/**
 * A USD value: '$1,234.56'.
 *
 * @example
 * formatUsd(i18n, 1.5) // '$1.50'
 */
export function formatUsd(i18n: Pick<I18n, 'formatNumber'>, value: number): string {
  return i18n.formatNumber(value, { style: 'currency', currency: 'USD' })
}
