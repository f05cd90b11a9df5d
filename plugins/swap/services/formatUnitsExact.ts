/**
 * Smallest units as an exact decimal string, without trailing zeros (viem's `formatUnits`,
 * kept here so the Swap view's first chunk needs no viem).
 *
 * @example
 * formatUnitsExact(1_500_000n, 6) // '1.5'
 */
export function formatUnitsExact(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
