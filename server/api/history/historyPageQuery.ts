import type { HistoryPosition } from './historyCursor.ts'

export type HistoryPageQueryParameters = {
  /** Lower-case EVM address, or a base58 Solana address as given. */
  account: string
  /** Stored chain ids (`storedChainId`), at least one. */
  chainIds: readonly number[]
  /** Start after this row (the previous page's last). */
  after?: HistoryPosition
  /** Only the transactions a completed local on-ramp checkout delivered. */
  onramp?: boolean
  /** Rows to read: a page and one more, to know whether another page follows. */
  limit: number
}

/**
 * The statement that reads one page of an account's history, newest first, and its parameters.
 * It walks `account_transactions_newest` (account, then the sort key) and stops after `limit`
 * rows: an index scan whatever the account's row count (bench/cluster/explainHistory.ts shows the
 * plan on PostgreSQL).
 *
 * @example
 * const { text, params } = historyPageQuery({ account: '0xf39f…', chainIds: [1], limit: 21 })
 * await db.query(text, params)
 */
export function historyPageQuery({
  account,
  chainIds,
  after,
  onramp,
  limit,
}: HistoryPageQueryParameters): { text: string; params: unknown[] } {
  const params: unknown[] = [account, ...chainIds]
  const chainList = chainIds.map((_, i) => `$${i + 2}`).join(', ')
  let where = `account = $1 and chain_id in (${chainList})`
  // The local on-ramp is the one 'coinbase' names: each paid checkout keeps its delivery's hash.
  if (onramp)
    where += ` and hash in (select tx_hash from onramp_checkouts where status = 'complete' and tx_hash is not null)`
  if (after) {
    params.push(after.minedAt, after.chainId, after.blockNumber, after.txIndex)
    const n = params.length
    where += ` and (mined_at, chain_id, block_number, tx_index) < ($${n - 3}::bigint, $${n - 2}::integer, $${n - 1}::bigint, $${n}::integer)`
  }
  // The order names the table's bigint columns: a bare `block_number` would be the text alias
  // below, and '9' sorts after '10' as text (tests/integration/api-history-solana.test.ts).
  const text = `select chain_id, hash, mined_at::text as mined_at, block_number::text as block_number, tx_index
     from account_transactions where ${where}
     order by account_transactions.mined_at desc, chain_id desc,
       account_transactions.block_number desc, tx_index desc
     limit ${Math.trunc(limit)}`
  return { text, params }
}
