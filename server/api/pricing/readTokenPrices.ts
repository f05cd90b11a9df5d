import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { poolPrices } from './poolPrices.ts'
import { uniswapV2PairAbi } from './uniswapV2PairAbi.ts'

/** The stablecoin every price is anchored on, at exactly 1 USD. */
const anchorSymbol = 'USDC'

export type TokenPrices = {
  /** USD price by lower-case token address; a token no pool links to USDC is absent. */
  byAddress: ReadonlyMap<string, number>
  /** The native coin's USD price (the wrapped native token's), if known. */
  native: number | undefined
}

/**
 * Reads the chain's Uniswap v2 reserves now and derives every deployed token's USD price from
 * them, anchored on USDC = 1: ETH and WETH from the WETH/USDC pool, DAI from its pools.
 * Throws a 503 `ApiError` when the chain does not answer.
 *
 * @example
 * const { native, byAddress } = await readTokenPrices(chain, deps.log)
 */
export async function readTokenPrices(
  chain: ApiChain,
  log: ApiDeps['log'] = () => {},
): Promise<TokenPrices> {
  const { tokens, uniswap, chainId } = chain.deployment
  const anchor = tokens.find((token) => token.symbol === anchorSymbol)
  if (!anchor) return { byAddress: new Map(), native: undefined }
  let pools: Parameters<typeof poolPrices>[0]['pools']
  try {
    pools = await Promise.all(
      uniswap.pairs.map(async (pair) => {
        const [reserve0, reserve1] = await chain.client.readContract({
          address: pair.address as `0x${string}`,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        })
        return { token0: pair.token0, token1: pair.token1, reserve0, reserve1 }
      }),
    )
  } catch (cause) {
    log(`pool reserves on chain ${chainId} unreadable`, cause)
    throw new ApiError(
      503,
      'chain_unreachable',
      `Prices on chain ${chainId} are unavailable: its node did not answer. Try again shortly.`,
    )
  }
  const byAddress = poolPrices({ tokens, pools, anchor: { address: anchor.address, price: 1 } })
  const wrapped = tokens.find((token) => token.wrappedNative)
  return { byAddress, native: wrapped && byAddress.get(wrapped.address.toLowerCase()) }
}
