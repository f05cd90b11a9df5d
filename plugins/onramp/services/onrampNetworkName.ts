import { ONRAMP_FALLBACK_NETWORK, ONRAMP_SOLANA_NETWORK, onrampChainNames } from '../constants.ts'

/**
 * The Coinbase-style network name purchases are delivered on for a chain ('solana' for a Solana
 * network's CAIP-2 id); spec §9's fallback 'ethereum' for a chain without one.
 *
 * @example
 * onrampNetworkName(8453) // 'base'
 * onrampNetworkName(11155111) // 'ethereum'
 */
export function onrampNetworkName(chainId: number | `solana:${string}` | undefined): string {
  if (typeof chainId === 'string') return ONRAMP_SOLANA_NETWORK
  return (chainId === undefined ? undefined : onrampChainNames[chainId]) ?? ONRAMP_FALLBACK_NETWORK
}
