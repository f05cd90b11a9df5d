import { ONRAMP_FALLBACK_NETWORK, onrampChainNames } from '../constants.ts'

/**
 * The Coinbase-style network name purchases are delivered on for a chain; spec §9's fallback
 * 'ethereum' for a chain without one.
 *
 * @example
 * onrampNetworkName(8453) // 'base'
 * onrampNetworkName(11155111) // 'ethereum'
 */
export function onrampNetworkName(chainId: number | undefined): string {
  return (chainId === undefined ? undefined : onrampChainNames[chainId]) ?? ONRAMP_FALLBACK_NETWORK
}
