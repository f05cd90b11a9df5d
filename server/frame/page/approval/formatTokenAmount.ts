import { formatUnits } from 'viem'

/** What the card knows of a token: read from the chain, or nothing when the reads failed. */
export type TokenInfo = { symbol: string; decimals: number; totalSupply?: bigint }

// No real token has 2^128 base units in circulation; an amount this large is an "infinite"
// approval whatever its exact value (2^256-1, 2^255, Permit2's 2^160-1 all land here).
const PLAUSIBLE_SUPPLY_LIMIT = 2n ** 128n

/** True when an allowance is effectively unlimited: huge, or above the token's whole supply. */
export function isUnlimited(amount: bigint, token?: TokenInfo) {
  if (amount >= PLAUSIBLE_SUPPLY_LIMIT) return true
  return token?.totalSupply !== undefined && token.totalSupply > 0n && amount > token.totalSupply
}

/** "10 USDC"; a token the chain did not describe shows its base units and address. */
export function formatTokenAmount(amount: bigint, address: string, token?: TokenInfo) {
  if (!token) return `${amount} units of token ${address}`
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

/** An allowance in words: "Unlimited USDC" or "10 USDC". */
export function formatAllowance(amount: bigint, address: string, token?: TokenInfo) {
  if (isUnlimited(amount, token)) return `Unlimited ${token?.symbol ?? `tokens of ${address}`}`
  return formatTokenAmount(amount, address, token)
}
