import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'

/**
 * The chain's gas price now as 'standard', with 'fast' and 'instant' 25 % and 50 % above it: a
 * local node has no fee market to sample, and a higher tip is what faster means elsewhere.
 *
 * @example
 * await readGasPrices(chain, deps.log) // { standard: 1000000000n, fast: 1250000000n, instant: 1500000000n }
 */
export async function readGasPrices(chain: ApiChain, log: ApiDeps['log']) {
  let standard: bigint
  try {
    standard = await chain.client.getGasPrice()
  } catch (cause) {
    log(`gas price of chain ${chain.deployment.chainId} unreadable`, cause)
    throw new ApiError(
      503,
      'chain_unreachable',
      `Chain ${chain.deployment.chainId} did not answer the gas price. Try again shortly.`,
    )
  }
  return { standard, fast: (standard * 125n) / 100n, instant: (standard * 150n) / 100n }
}
