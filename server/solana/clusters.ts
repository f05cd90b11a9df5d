/** The Solana networks the spec lists (section 9: three Solana ids), keyed by cluster name. */
export interface SolanaCluster {
  /** The full base58 genesis hash `getGenesisHash` answers. */
  genesisHash: string
  /** CAIP-2: `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  name: string
}

import type { SolanaClusterName } from '@keyport/stack'

export type { SolanaClusterName }

/**
 * The real clusters' genesis hashes. The local chain reports one of them (mainnet by default), so
 * a client that derives the CAIP-2 id from `getGenesisHash` gets the real network's id, as an app
 * that talks to anvil on chain id 1 gets Ethereum's.
 *
 * @example
 * solanaClusters.mainnet.caipNetworkId // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export const solanaClusters: Record<SolanaClusterName, SolanaCluster> = {
  mainnet: cluster('Solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'),
  devnet: cluster('Solana Devnet', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'),
  testnet: cluster('Solana Testnet', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY'),
}

function cluster(name: string, genesisHash: string): SolanaCluster {
  return { name, genesisHash, caipNetworkId: `solana:${genesisHash.slice(0, 32)}` }
}
