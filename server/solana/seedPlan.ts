import { type Address, address } from '@solana/kit'

/**
 * Mainnet's USDC mint address, so wallets and token lists that know it show "USDC". On the local
 * chain it is a plain SPL Token mint whose authority is the first dev account.
 */
export const solanaUsdcMint: Address = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')

export const solanaUsdcDecimals = 6

/** What every funded dev account starts with: 1,000 SOL and 100,000 USDC. */
export const solanaDevGrant = {
  lamports: 1_000n * 1_000_000_000n,
  usdc: 100_000n * 1_000_000n,
} as const

/** The airdrop faucet's balance: one billion SOL, far more than tests and people ask for. */
export const solanaFaucetLamports = 1_000_000_000n * 1_000_000_000n

/** One `requestAirdrop` gives at most this much (like devnet, but more generous): 1,000 SOL. */
export const solanaMaxAirdropLamports = 1_000n * 1_000_000_000n
