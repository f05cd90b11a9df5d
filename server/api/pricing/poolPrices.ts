import { formatUnits } from 'viem'

type PoolReserves = {
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
}

export type PoolPricesParameters = {
  /** Every token that may be priced, with its decimals. */
  tokens: readonly { address: string; decimals: number }[]
  pools: readonly PoolReserves[]
  /** The token whose USD price is known (USDC = 1). */
  anchor: { address: string; price: number }
}

/**
 * USD prices from constant-product pool reserves, walking out from the anchor one hop at a time.
 * A token is priced from the pool that links it to an already priced token by the fewest hops,
 * and among those the deepest in USD, so a thin side pool cannot outvote the main one.
 * Keys are lower-case addresses; a token no pool links to the anchor is absent.
 *
 * @example
 * poolPrices({ tokens, pools, anchor: { address: usdc, price: 1 } }).get(weth.toLowerCase()) // ≈ 3000
 */
export function poolPrices({ tokens, pools, anchor }: PoolPricesParameters): Map<string, number> {
  const decimals = new Map(tokens.map((t) => [t.address.toLowerCase(), t.decimals]))
  const prices = new Map([[anchor.address.toLowerCase(), anchor.price]])
  const amount = (address: string, reserve: bigint) =>
    Number(formatUnits(reserve, decimals.get(address) ?? 18))

  for (;;) {
    const found = new Map<string, { price: number; depth: number }>()
    for (const pool of pools) {
      const sides = [
        [pool.token0.toLowerCase(), pool.reserve0],
        [pool.token1.toLowerCase(), pool.reserve1],
      ] as const
      for (const [i, j] of [
        [0, 1],
        [1, 0],
      ] as const) {
        const [known, knownReserve] = sides[i]
        const [other, otherReserve] = sides[j]
        const knownPrice = prices.get(known)
        if (knownPrice === undefined || prices.has(other) || !decimals.has(other)) continue
        if (knownReserve === 0n || otherReserve === 0n) continue
        const depth = amount(known, knownReserve) * knownPrice
        const price = depth / amount(other, otherReserve)
        const best = found.get(other)
        if (!best || depth > best.depth) found.set(other, { price, depth })
      }
    }
    if (found.size === 0) return prices
    for (const [address, { price }] of found) prices.set(address, price)
  }
}
