import type { SolanaClusterName } from '@keyport/stack'
import { solanaClusters } from '../../solana/clusters.ts'
import type { ApiChain, ApiDeps, SolanaApiChain } from '../ApiDeps.ts'
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

/** Coinbase calls Solana mainnet 'solana'; the test clusters get a suffix. */
const solanaNames: Record<SolanaClusterName, string> = {
  mainnet: 'solana',
  devnet: 'solana-devnet',
  testnet: 'solana-testnet',
}
const solanaNameOf = new Map<string, string>(
  (Object.keys(solanaNames) as SolanaClusterName[]).map((cluster) => [
    solanaClusters[cluster].caipNetworkId,
    solanaNames[cluster],
  ]),
)

export type OnrampNetwork =
  | { namespace: 'eip155'; chainId: number; name: string; chain: ApiChain }
  | { namespace: 'solana'; caip2: string; name: string; chain: SolanaApiChain }

/**
 * Resolves a network given as a Coinbase-style name ('base', 'solana'), CAIP-2 ('eip155:8453',
 * 'solana:5eykt…') or a chain id ('8453') to a served chain or Solana network. Spec §9: without
 * one, the fallback is 'ethereum'. A 400 names the networks that can be used.
 *
 * @example
 * resolveOnrampNetwork('base', deps.chains).chainId // 8453
 * resolveOnrampNetwork('solana', deps.chains, deps.solana).namespace // 'solana'
 */
export function resolveOnrampNetwork(
  value: string | undefined,
  chains: ApiDeps['chains'],
  solana: NonNullable<ApiDeps['solana']> = new Map(),
): OnrampNetwork {
  const given = (value ?? 'ethereum').trim().toLowerCase()
  for (const [caip2, chain] of solana) {
    const name = onrampSolanaNetworkName(caip2)
    if (given === name || given === caip2.toLowerCase())
      return { namespace: 'solana', caip2, name, chain }
  }
  const numeric = /^(eip155:)?\d{1,10}$/.test(given) ? Number(given.replace('eip155:', '')) : null
  const chainId =
    numeric ?? [...coinbaseNames].find(([, name]) => name === given)?.[0] ?? Number.NaN
  const chain = chains.get(chainId)
  if (!chain)
    throw new ApiError(
      400,
      'unsupported_network',
      `Network '${given.slice(0, 64)}' is not available for buying here. Use one of: ${servedOnrampNetworks(chains, solana).join(', ') || 'none'}.`,
    )
  return { namespace: 'eip155', chainId, name: onrampNetworkName(chainId), chain }
}

/** The names of every network for sale here: the EVM chains, then the Solana networks. */
export function servedOnrampNetworks(
  chains: ApiDeps['chains'],
  solana: NonNullable<ApiDeps['solana']> = new Map(),
): string[] {
  return [
    ...[...chains.keys()].map(onrampNetworkName),
    ...[...solana.keys()].map(onrampSolanaNetworkName),
  ]
}

/** The Coinbase-style name of a chain, or its CAIP-2 id when Coinbase has no name for it. */
export function onrampNetworkName(chainId: number): string {
  return coinbaseNames.get(chainId) ?? `eip155:${chainId}`
}

/** 'solana' for Solana mainnet, 'solana-devnet' and 'solana-testnet'; else the CAIP-2 id. */
export function onrampSolanaNetworkName(caip2: string): string {
  return solanaNameOf.get(caip2) ?? caip2
}
