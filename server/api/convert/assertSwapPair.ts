import { ApiError } from '../http/ApiError.ts'
import type { SwapToken } from './resolveSwapToken.ts'

/** A swap needs two different tokens on one chain; a 400 that says which rule broke otherwise. */
export function assertSwapPair(from: SwapToken, to: SwapToken): void {
  if (from.chainId !== to.chainId)
    throw new ApiError(
      400,
      'cross_chain_swap',
      `from (chain ${from.chainId}) and to (chain ${to.chainId}) must be on the same chain: swaps do not bridge.`,
    )
  if (from.address.toLowerCase() === to.address.toLowerCase())
    throw new ApiError(
      400,
      'same_token',
      `from and to are both ${from.symbol}: pick two different tokens to swap.`,
    )
}
