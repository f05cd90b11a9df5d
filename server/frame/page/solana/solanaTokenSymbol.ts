// The mints the card names; the others show by mint address. The same list as the data API's
// (server/api/solana/solanaTokens.ts), kept small so the frame does not load the API's code.
const symbols: Record<string, string> = {
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: 'USDC',
  Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: 'USDT',
}

/** The symbol of a known mint, or undefined. */
export function solanaTokenSymbol(mint: string): string | undefined {
  return symbols[mint]
}
