import { tokenIconUrl } from '../pricing/tokenIconUrl.ts'

/** A Solana token the API knows by name: its symbol, name and USD price. */
export type SolanaTokenInfo = { name: string; symbol: string; price: number }

/**
 * SOL and the SPL tokens the API names and prices. The local chain has no Solana exchange to read
 * prices from (the EVM side has Uniswap pools), so these are fixed reference prices: USDC at 1
 * and SOL at a round figure, like the price the anvil pools are seeded at. A mint not listed is
 * shown by its address, at price 0.
 *
 * @example
 * solanaTokens.byMint.get('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')?.symbol // 'USDC'
 */
export const solanaTokens: {
  native: SolanaTokenInfo & { decimals: number }
  byMint: ReadonlyMap<string, SolanaTokenInfo>
} = {
  native: { name: 'Solana', symbol: 'SOL', decimals: 9, price: 150 },
  byMint: new Map([
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      { name: 'USD Coin', symbol: 'USDC', price: 1 },
    ],
  ]),
}

/** Name, symbol, price and icon of a mint, known or not. */
export function solanaTokenInfo(mint: string): SolanaTokenInfo & { iconUrl: string } {
  const known = solanaTokens.byMint.get(mint)
  const info = known ?? {
    name: `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
    symbol: mint.slice(0, 4),
    price: 0,
  }
  return { ...info, iconUrl: tokenIconUrl(info.symbol) }
}
