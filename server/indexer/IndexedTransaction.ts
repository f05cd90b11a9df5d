/** One value movement inside a transaction, as stored in `chain_transfers`. */
export type IndexedTransfer = {
  /** The log's index; -1 for the transaction's own native value, 2^30 and up for internal calls (`internalTransferIndex`). On Solana, the transfer's place. */
  logIndex: number
  kind: 'native' | 'erc20' | 'erc721' | 'spl'
  /** Lower-case contract address (a Solana mint keeps its base58 case); null for the native coin. */
  tokenAddress: string | null
  tokenId: string | null
  from: string
  to: string
  /** Smallest units. */
  amount: bigint
}

/**
 * A mined transaction as the indexer stores it; EVM addresses are lower-case, Solana's base58 as
 * given. On Solana, `hash` is the signature, `blockNumber` the slot and `chainId` the stored id
 * (`storedChainId`).
 */
export type IndexedTransaction = {
  chainId: number
  hash: string
  blockNumber: bigint
  blockHash: string
  txIndex: number
  /** Unix seconds. */
  minedAt: number
  from: string
  to: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  /** The call's 4-byte selector; '0x' for a plain transfer, 'create' for a deployment. */
  selector: string
  isSwap: boolean
  transfers: IndexedTransfer[]
}

/** What history shows for a token: from the deployment, or read from the contract once. */
export type TokenInfo = { symbol: string; name: string; decimals: number }
