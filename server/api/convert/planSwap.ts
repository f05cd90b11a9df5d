import { type Address, BaseError, ContractFunctionRevertedError } from 'viem'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { assertSwapPair } from './assertSwapPair.ts'
import type { SwapToken } from './resolveSwapToken.ts'
import { routerAbi } from './routerAbi.ts'

/** How a swap is done: WETH9 for the native coin and its wrapped token, else the router. */
export type SwapPlan =
  | { kind: 'wrap' | 'unwrap'; toAmount: bigint }
  | { kind: 'router'; path: Address[]; toAmount: bigint }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks a swap's two tokens and prices it as the router would now: the direct pool and the
 * route through the wrapped native token are both asked (`getAmountsOut`), and the one giving
 * more wins. The native coin trades as WETH in router paths.
 *
 * @example
 * const plan = await planSwap({ from: eth, to: usdc, amount: 10n ** 18n }, deps)
 * // { kind: 'router', path: [WETH, USDC], toAmount: 2991…n }
 */
export async function planSwap(
  { from, to, amount }: { from: SwapToken; to: SwapToken; amount: bigint },
  deps: Pick<ApiDeps, 'log'>,
): Promise<SwapPlan> {
  assertSwapPair(from, to)
  const wrapped = from.wrapped
  const a = from.isNative ? wrapped : from.address
  const b = to.isNative ? wrapped : to.address
  if (same(a, b)) return { kind: from.isNative ? 'wrap' : 'unwrap', toAmount: amount }

  const pairs = from.chain.deployment.uniswap.pairs
  const pooled = (x: string, y: string) =>
    pairs.some(
      (p) => (same(p.token0, x) && same(p.token1, y)) || (same(p.token0, y) && same(p.token1, x)),
    )
  const paths: Address[][] = []
  if (pooled(a, b)) paths.push([a, b])
  if (!same(a, wrapped) && !same(b, wrapped) && pooled(a, wrapped) && pooled(wrapped, b))
    paths.push([a, wrapped, b])
  if (paths.length === 0)
    throw new ApiError(
      400,
      'no_route',
      `No pool route from ${from.symbol} to ${to.symbol} on chain ${from.chainId}.`,
    )

  const { client, deployment } = from.chain
  const quotes = await Promise.all(
    paths.map(async (path) => {
      try {
        const amounts = await client.readContract({
          address: deployment.uniswap.router as Address,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amount, path],
        })
        return { path, toAmount: amounts.at(-1) ?? 0n }
      } catch (error) {
        // A revert means the pools cannot take this amount; anything else is the node's trouble.
        if (
          error instanceof BaseError &&
          error.walk((e) => e instanceof ContractFunctionRevertedError)
        )
          return undefined
        deps.log(`getAmountsOut on chain ${from.chainId} failed`, error)
        throw new ApiError(
          503,
          'chain_unreachable',
          `Chain ${from.chainId} did not answer the quote. Try again shortly.`,
        )
      }
    }),
  )
  const best = quotes.reduce<(typeof quotes)[number]>(
    (winner, quote) => (quote && (!winner || quote.toAmount > winner.toAmount) ? quote : winner),
    undefined,
  )
  if (!best || best.toAmount === 0n)
    throw new ApiError(
      400,
      'insufficient_liquidity',
      `The pools cannot swap ${amount} (smallest units) of ${from.symbol} for ${to.symbol}: try a different amount.`,
    )
  return { kind: 'router', path: best.path, toAmount: best.toAmount }
}
