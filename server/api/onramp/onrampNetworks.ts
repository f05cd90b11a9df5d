import type { ApiChain, ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'

/** Spec §9's Coinbase-style on-ramp network names, by chain id. */
const coinbaseNames = new Map<number, string>([
  [1, 'ethereum'],
  [42161, 'arbitrum'],
  [137, 'polygon'],
  [80094, 'berachain'],
  [43114, 'avalanche-c-chain'],
  [10, 'optimism'],
  [42220, 'celo'],
  [8453, 'base'],
])

export type OnrampNetwork = { chainId: number; name: string; chain: ApiChain }

/**
 * Resolves a network given as a Coinbase-style name ('base'), CAIP-2 ('eip155:8453') or a chain
 * id ('8453') to a served chain. Spec §9: without one, the fallback is 'ethereum'. A 400 names the
 * networks that can be used.
 *
 * @example
 * resolveOnrampNetwork('base', deps.chains).chainId // 8453
 */
export function resolveOnrampNetwork(
  value: string | undefined,
  chains: ApiDeps['chains'],
): OnrampNetwork {
  const given = (value ?? 'ethereum').trim().toLowerCase()
  const served = () =>
    [...chains.keys()].map((id) => coinbaseNames.get(id) ?? `eip155:${id}`).join(', ') || 'none'
  const numeric = /^(eip155:)?\d{1,10}$/.test(given) ? Number(given.replace('eip155:', '')) : null
  const chainId =
    numeric ?? [...coinbaseNames].find(([, name]) => name === given)?.[0] ?? Number.NaN
  const chain = chains.get(chainId)
  if (!chain)
    throw new ApiError(
      400,
      'unsupported_network',
      `Network '${given.slice(0, 64)}' is not available for buying here. Use one of: ${served()}.`,
    )
  return { chainId, name: onrampNetworkName(chainId), chain }
}

/** The Coinbase-style name of a chain, or its CAIP-2 id when Coinbase has no name for it. */
export function onrampNetworkName(chainId: number): string {
  return coinbaseNames.get(chainId) ?? `eip155:${chainId}`
}
