import { SwapAmountInvalidError } from '../errors.ts'

const maxUint256 = 2n ** 256n - 1n

/**
 * What the user typed, as the token's smallest units. A comma is read as the decimal point.
 * Throws `SwapAmountInvalidError` with the text to show: an empty field, something that is not a
 * number, more decimals than the token has, zero, or more than a uint256 holds.
 *
 * @example
 * parseTokenAmount('1.5', { symbol: 'USDC', decimals: 6 }) // 1500000n
 * parseTokenAmount('0', { symbol: 'USDC', decimals: 6 }) // throws 'Enter an amount greater than 0'
 */
export function parseTokenAmount(
  text: string,
  token: { symbol: string; decimals: number },
): bigint {
  const value = text.trim().replace(',', '.')
  if (value === '' || value === '.') throw new SwapAmountInvalidError('Enter an amount')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value)
  if (!match) throw new SwapAmountInvalidError('Enter a number, like 1.5')
  const [, whole = '', fraction = ''] = match
  if (fraction.length > token.decimals)
    throw new SwapAmountInvalidError(
      token.decimals === 0
        ? `${token.symbol} has no decimals`
        : `${token.symbol} has at most ${token.decimals} decimals`,
    )
  const units = BigInt((whole || '0') + fraction.padEnd(token.decimals, '0'))
  if (units === 0n) throw new SwapAmountInvalidError('Enter an amount greater than 0')
  if (units > maxUint256) throw new SwapAmountInvalidError('That amount is too large')
  return units
}
