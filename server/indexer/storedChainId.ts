import { solanaClusters } from '../solana/clusters.ts'

// The store's chain_id column is an integer, as EVM chain ids are. A Solana network is kept under
// a negative id, which no EVM chain can have, so both namespaces share the history tables and
// their one index without a migration.
const solanaIds = new Map<string, number>([
  [solanaClusters.mainnet.caipNetworkId, -1],
  [solanaClusters.devnet.caipNetworkId, -2],
  [solanaClusters.testnet.caipNetworkId, -3],
])
const solanaById = new Map([...solanaIds].map(([caip2, id]) => [id, caip2]))

/**
 * The history tables' `chain_id` for a network, and back to its CAIP-2 id: an EVM chain is stored
 * under its own id, a Solana network under -1 (mainnet), -2 (devnet) or -3 (testnet).
 *
 * @example
 * storedChainId.ofSolana('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // -1
 * storedChainId.toCaip2(-1) // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 * storedChainId.toCaip2(8453) // 'eip155:8453'
 */
export const storedChainId = {
  /** Undefined for a Solana id the store does not know (not one of the three clusters). */
  ofSolana(caip2: string): number | undefined {
    return solanaIds.get(caip2)
  },
  toCaip2(chainId: number): string {
    return solanaById.get(chainId) ?? `eip155:${chainId}`
  },
  isSolana(chainId: number): boolean {
    return solanaById.has(chainId)
  },
}
