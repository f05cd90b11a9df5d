import type { ApiDeps } from '../ApiDeps.ts'

/**
 * Spec §9's supported eip155 networks. The notes' stray '55' is read as the tail of 1313161555,
 * which the list already holds. The three Solana ids are the served Solana networks (`deps.solana`).
 */
export const specEip155ChainIds: readonly number[] = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
  43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
]

const specSet = new Set(specEip155ChainIds)

/**
 * Whether the data API supports an eip155 chain: spec §9's list, plus the chains it serves (a
 * deployment may serve a chain of its own). A supported chain this server has no node for
 * answers empty data; one outside the list answers "unsupported" (`unsupportedReason`).
 *
 * @example
 * isSupportedChain(137, deps) // true, though only 1 and 8453 are served locally
 * isSupportedChain(12345, deps) // false
 */
export function isSupportedChain(chainId: number, deps: Pick<ApiDeps, 'chains'>): boolean {
  return specSet.has(chainId) || deps.chains.has(chainId)
}

/**
 * The text after the spec's 'Network not supported for …': why this chain is not served, telling
 * an unsupported network from a supported one without a node here.
 *
 * @example
 * unsupportedReason(12345, deps) // 'chain 12345 is not a supported network (served: 1, 8453).'
 */
export function unsupportedReason(chainId: number, deps: Pick<ApiDeps, 'chains'>): string {
  const served = [...deps.chains.keys()].join(', ') || 'none'
  return isSupportedChain(chainId, deps)
    ? `chain ${chainId} is supported but not served here (served: ${served}).`
    : `chain ${chainId} is not a supported network (served: ${served}).`
}
