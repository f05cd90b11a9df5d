import type { AccountKey } from './accountKeys.ts'
import type { WireTransaction } from './decodeWireTransaction.ts'
import type { uiTokenAmount } from './tokenAccounts.ts'
import type { TransactionErrorJson } from './transactionError.ts'

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

export interface InnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** What the RPC's `meta` holds for one landed transaction. */
export interface TransactionMeta {
  err: TransactionErrorJson | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  innerInstructions: InnerInstructions[]
  computeUnitsConsumed: bigint
  returnData: { programId: string; data: [string, 'base64'] } | null
}

/** One transaction that landed: what getTransaction, the statuses and the history answer from. */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  bytes: Uint8Array
  wire: WireTransaction
  accountKeys: AccountKey[]
  meta: TransactionMeta
}
