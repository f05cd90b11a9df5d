import type { Database } from '../db/Database.ts'
import type { IndexedTransaction, TokenInfo } from './IndexedTransaction.ts'

export type StoreTransactionsParameters = {
  source: string
  chainId: number
  transactions: readonly IndexedTransaction[]
  tokens: ReadonlyMap<string, TokenInfo>
  native: TokenInfo
  /** Every block of the range, so a later reset can tell which ones still exist. */
  blocks: readonly { number: bigint; hash: string }[]
}

type Query = Pick<Database, 'query'>['query']

/**
 * Writes one indexed block range and moves the source's cursor to its last block, in one
 * database transaction. Every insert ignores rows already there, so re-indexing a range (after a
 * crash between fetch and commit, or by a second process) changes nothing.
 */
export async function storeTransactions(
  db: Database,
  { source, chainId, transactions, tokens, native, blocks }: StoreTransactionsParameters,
): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  await db.transaction(async (tx) => {
    for (const item of transactions) await storeOne(tx.query, item, tokens, native)
    for (const block of blocks)
      await tx.query(
        `insert into indexed_blocks (source, number, hash) values ($1, $2, $3)
         on conflict (source, number) do update set hash = excluded.hash`,
        [source, block.number.toString(), block.hash],
      )
    await tx.query(
      `insert into indexer_cursors (source, chain_id, last_block, last_hash) values ($1, $2, $3, $4)
       on conflict (source) do update set last_block = excluded.last_block,
         last_hash = excluded.last_hash, updated_at = now()`,
      [source, chainId, last.number.toString(), last.hash],
    )
  })
}

async function storeOne(
  query: Query,
  item: IndexedTransaction,
  tokens: ReadonlyMap<string, TokenInfo>,
  native: TokenInfo,
) {
  await query(
    `insert into chain_transactions (chain_id, hash, block_number, block_hash, tx_index, mined_at,
       from_address, to_address, nonce, status, selector, is_swap)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
    [
      item.chainId,
      item.hash,
      item.blockNumber.toString(),
      item.blockHash,
      item.txIndex,
      item.minedAt,
      item.from,
      item.to,
      item.nonce,
      item.status,
      item.selector,
      item.isSwap,
    ],
  )
  const accounts = new Set([item.from])
  if (item.to) accounts.add(item.to)
  for (const transfer of item.transfers) {
    const info = transfer.tokenAddress ? tokens.get(transfer.tokenAddress) : native
    await query(
      `insert into chain_transfers (chain_id, hash, log_index, kind, token_address, token_id,
         from_address, to_address, amount, decimals, symbol, name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
      [
        item.chainId,
        item.hash,
        transfer.logIndex,
        transfer.kind,
        transfer.tokenAddress,
        transfer.tokenId,
        transfer.from,
        transfer.to,
        transfer.amount.toString(),
        info?.decimals ?? 0,
        info?.symbol ?? 'UNKNOWN',
        info?.name ?? 'Unknown token',
      ],
    )
    accounts.add(transfer.from)
    accounts.add(transfer.to)
  }
  for (const account of accounts)
    await query(
      `insert into account_transactions (account, chain_id, hash, mined_at, block_number, tx_index)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [account, item.chainId, item.hash, item.minedAt, item.blockNumber.toString(), item.txIndex],
    )
}
