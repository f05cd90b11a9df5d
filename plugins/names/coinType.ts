/** Spec §5: a chain id must be below 2^31 to have a coin type. */
const maxChainIdExclusive = 0x80000000

/**
 * The ENSIP-11 coin type of an EVM chain; 60 for Ethereum mainnet as ENSIP-11 keeps it.
 * Throws 'Invalid chainId' for ids at or above 2147483648 (spec §5) or that are not whole numbers.
 *
 * @example
 * coinTypeFromChainId(8453) // 2147492101
 * coinTypeFromChainId(1) // 60
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= maxChainIdExclusive)
    throw new Error('Invalid chainId')
  if (chainId === 1) return 60
  return (maxChainIdExclusive | chainId) >>> 0
}

/**
 * The chain id a coin type stands for: 60 is chain 1, `0x80000000 | id` is `id`. Throws
 * 'Invalid chainId' for coin types of other namespaces (names are eip155 only, spec §9).
 *
 * @example
 * chainIdFromCoinType(2147492101) // 8453
 */
export function chainIdFromCoinType(coinType: number): number {
  if (coinType === 60) return 1
  if (!Number.isInteger(coinType) || coinType < maxChainIdExclusive || coinType > 0xffffffff)
    throw new Error('Invalid chainId')
  return coinType - maxChainIdExclusive
}
