/** The parts of the connect plugin's token balances the purchase watch reads. */
export type HeldBalance = {
  symbol: string
  chainId: string
  quantity: { decimals: string; numeric: string }
}

/**
 * What the account holds of a symbol on a chain, in smallest units with the token's decimals
 * (0 units when not listed, as the balance API leaves out empty balances).
 *
 * @example
 * heldUnits(balances, 'ETH', 8453) // { units: 10000000000000000000000n, decimals: 18 }
 * heldUnits(balances, 'SOL', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { units: …, decimals: 9 }
 */
export function heldUnits(
  balances: readonly HeldBalance[],
  symbol: string,
  chainId: number | `solana:${string}`,
): { units: bigint; decimals: number } {
  const chain = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
  const found = balances.find((b) => b.symbol === symbol && b.chainId === chain)
  const decimals = Number(found?.quantity.decimals ?? 0)
  const [whole = '0', fraction = ''] = found?.quantity.numeric.split('.') ?? []
  if (!found || !Number.isInteger(decimals) || !/^\d+$/.test(whole) || !/^\d*$/.test(fraction))
    return { units: 0n, decimals: 0 }
  return { units: BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')), decimals }
}
