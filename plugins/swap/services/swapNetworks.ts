import { swapNetworkIds } from '../constants.ts'
import { GasPriceNetworkUnsupportedError, SwapNetworkUnsupportedError } from '../errors.ts'

/**
 * Whether swaps run on a chain (spec §9's swap networks).
 *
 * @example
 * isSwapNetwork(1) // true
 * isSwapNetwork(11155111) // false
 */
export function isSwapNetwork(chainId: number | undefined): chainId is number {
  return chainId !== undefined && swapNetworkIds.includes(chainId)
}

/**
 * Throws spec §8's 'Network not supported for Swaps' (or '… for Gas Price') off the swap networks.
 *
 * @example
 * assertSwapNetwork(5, 'gas-price') // throws GasPriceNetworkUnsupportedError
 */
export function assertSwapNetwork(
  chainId: number | undefined,
  call: 'swap' | 'gas-price' = 'swap',
): asserts chainId is number {
  if (isSwapNetwork(chainId)) return
  throw call === 'gas-price'
    ? new GasPriceNetworkUnsupportedError(chainId)
    : new SwapNetworkUnsupportedError(chainId)
}
