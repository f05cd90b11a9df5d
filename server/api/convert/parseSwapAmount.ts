import { maxUint256 } from 'viem'
import { ApiError } from '../http/ApiError.ts'

/**
 * A shape-checked decimal string to a positive uint256; a 400 that says why otherwise.
 *
 * @example
 * parseSwapAmount('1000000') // 1000000n
 */
export function parseSwapAmount(value: string, field = 'amount'): bigint {
  const amount = BigInt(value)
  if (amount === 0n) throw new ApiError(400, 'invalid_amount', `${field} must be greater than 0.`)
  if (amount > maxUint256)
    throw new ApiError(400, 'invalid_amount', `${field} is larger than a uint256 can hold.`)
  return amount
}
