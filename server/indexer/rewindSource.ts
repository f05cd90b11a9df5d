import type { Database } from '../db/Database.ts'

/**
 * The node no longer has the blocks this source indexed (restarted from a snapshot, reset, or
 * reorganised). Finds the newest block both still agree on, deletes what was indexed above it,
 * and returns that block (-1: start again from genesis). `hashAt` reads the node's hash of a
 * block as stored (EVM lower-case hex, Solana base58), undefined when it has none.
 */
export async function rewindSource(
  db: Database,
  hashAt: (number: bigint) => Promise<string | undefined>,
  { source, chainId, head }: { source: string; chainId: number; head: bigint },
): Promise<{ number: bigint; hash: string }> {
  const stored = await db.query<{ number: string | number; hash: string }>(
    'select number, hash from indexed_blocks where source = $1 and number <= $2 order by number desc',
    [source, head.toString()],
  )
  let common = { number: -1n, hash: '' }
  for (const row of stored) {
    const number = BigInt(row.number)
    if ((await hashAt(number).catch(() => undefined)) === row.hash) {
      common = { number, hash: row.hash }
      break
    }
  }
  await db.transaction(async (tx) => {
    const orphaned = `select c.hash from chain_transactions c join indexed_blocks b
      on b.source = $1 and b.number > $3 and b.hash = c.block_hash where c.chain_id = $2`
    const params = [source, chainId, common.number.toString()]
    for (const table of ['account_transactions', 'chain_transfers'])
      await tx.query(`delete from ${table} where chain_id = $2 and hash in (${orphaned})`, params)
    await tx.query(
      `delete from chain_transactions where chain_id = $2 and hash in (${orphaned})`,
      params,
    )
    await tx.query('delete from indexed_blocks where source = $1 and number > $2', [
      source,
      common.number.toString(),
    ])
    await tx.query(
      'update indexer_cursors set last_block = $2, last_hash = $3, updated_at = now() where source = $1',
      [source, common.number.toString(), common.hash],
    )
  })
  return common
}
