import { ApiError } from '../http/ApiError.ts'

/**
 * A fiat amount string ('100', '99.5', '12.34') in cents. More than two decimals is a 400: a
 * payment cannot charge a fraction of a cent.
 *
 * @example
 * fiatCents('99.5') // 9950n
 */
export function fiatCents(amount: string, field = 'amount'): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount)
  if (!match)
    throw new ApiError(
      400,
      'invalid_amount',
      `${field} '${amount.slice(0, 40)}' is not a fiat amount: use at most two decimals, like '100' or '99.50'.`,
    )
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as a decimal string with two decimals: 9950n → '99.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}
