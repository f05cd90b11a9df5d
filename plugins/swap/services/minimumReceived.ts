/**
 * The least a swap may give before the router refuses it: the quote less the slippage tolerance,
 * rounded down, in basis points. The data API builds `amountOutMin` with this same function, so
 * what SwapPreview shows is what the transaction enforces.
 *
 * @param slippage Percent: 1 is 1 % (spec §9's tolerance).
 * @example
 * minimumReceived(1000n, 1) // 990n
 * minimumReceived(999n, 1) // 989n
 */
export function minimumReceived(quoted: bigint, slippage: number): bigint {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > 100)
    throw new RangeError(`slippage must be a percentage from 0 to 100, got ${slippage}`)
  const keptBps = 10_000n - BigInt(Math.round(slippage * 100))
  return (quoted * keptBps) / 10_000n
}
