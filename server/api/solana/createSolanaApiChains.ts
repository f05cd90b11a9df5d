import type { SolanaClusterName } from '@keyport/stack'
import { createSolanaRpc } from '@solana/kit'
import { solanaClusters } from '../../solana/clusters.ts'
import type { SolanaApiChain } from '../ApiDeps.ts'

/**
 * A `@solana/kit` RPC client per configured Solana network, keyed by its CAIP-2 id. Creating the
 * client opens no connection, so a deployment without a Solana RPC simply passes none.
 *
 * @example
 * createSolanaApiChains({ mainnet: 'http://127.0.0.1:8899' })
 * // Map { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' => { cluster, rpcUrl, rpc } }
 */
export function createSolanaApiChains(
  rpcUrls: Partial<Record<SolanaClusterName, string>>,
): Map<string, SolanaApiChain> {
  const entries = Object.entries(rpcUrls) as [SolanaClusterName, string | undefined][]
  return new Map(
    entries.flatMap(([name, rpcUrl]) => {
      if (!rpcUrl) return []
      const cluster = solanaClusters[name]
      return [[cluster.caipNetworkId, { cluster, rpcUrl, rpc: createSolanaRpc(rpcUrl) }]]
    }),
  )
}
