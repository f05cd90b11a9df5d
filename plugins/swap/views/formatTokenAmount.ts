import type { I18n } from '@keyport/kernel'
import { formatUnitsExact } from '../services/formatUnitsExact.ts'

/**
 * Smallest units for reading: grouped, at most 6 decimals, with the symbol ('9,969.123456 DAI').
 *
 * @example
 * formatTokenAmount(i18n, 1_500_000n, { decimals: 6, symbol: 'USDC' }) // '1.5 USDC'
 */
export function formatTokenAmount(
  i18n: Pick<I18n, 'formatNumber'>,
  units: bigint,
  token: { decimals: number; symbol: string },
): string {
  const value = Number(formatUnitsExact(units, token.decimals))
  return `${i18n.formatNumber(value, { maximumFractionDigits: 6 })} ${token.symbol}`
}
