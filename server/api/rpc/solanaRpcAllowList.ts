import { ApiError } from '../http/ApiError.ts'

/**
 * Solana RPC methods anyone may call through the data API: the reads wallets and `@solana/kit`
 * use, `simulateTransaction`, and `sendTransaction` (a transaction its signers signed). Left out:
 * `requestAirdrop` (it mints SOL on test clusters and the local chain), the whole-ledger scans
 * (`getProgramAccounts`, `getLargestAccounts`) that let one request load the node, and anything
 * else unknown; they stay on the chain's own port.
 */
const solanaRpcMethods: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockCommitment',
  'getBlockHeight',
  'getBlockTime',
  'getBlocks',
  'getBlocksWithLimit',
  'getEpochInfo',
  'getEpochSchedule',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getIdentity',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByDelegate',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'isBlockhashValid',
  'minimumLedgerSlot',
  'sendTransaction',
  'simulateTransaction',
])

/**
 * Refuses a Solana JSON-RPC request (or a batch, item by item) that calls a method outside the
 * allow-list, with 403 `method_not_allowed` naming the first such method. Nothing of a refused
 * batch reaches the RPC.
 *
 * @example
 * assertSolanaRpcMethodsAllowed([{ method: 'requestAirdrop' }]) // throws ApiError 403
 */
export function assertSolanaRpcMethodsAllowed(messages: readonly { method: string }[]) {
  const refused = messages.find(({ method }) => !solanaRpcMethods.has(method))
  if (!refused) return
  const where = messages.length > 1 ? ` (item ${messages.indexOf(refused)} of the batch)` : ''
  throw new ApiError(
    403,
    'method_not_allowed',
    `Solana JSON-RPC method ${refused.method}${where} is not allowed through the data API: it serves reads, simulateTransaction and sendTransaction. requestAirdrop goes to the chain's own RPC port.`,
  )
}
