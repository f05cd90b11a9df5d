import { formatLog, type Log, type RpcLog } from 'viem'
import type { ApiChain } from '../api/ApiDeps.ts'
import type { Database } from '../db/Database.ts'
import { createTokenInfoCache } from './createTokenInfoCache.ts'
import { decodeBlock } from './decodeBlock.ts'
import { depositTopic, swapTopic, transferTopic, withdrawalTopic } from './indexerAbis.ts'
import { readInternalTransfers } from './readInternalTransfers.ts'
import { rewindSource } from './rewindSource.ts'
import { storeTransactions } from './storeTransactions.ts'

export type ChainIndexer = {
  chainId: number
  /** The last block written to the database; -1 before the first. */
  readonly indexed: bigint
  /** Indexes the next range of blocks; true when it reached the chain's head. */
  step(): Promise<boolean>
}

/**
 * The indexer of one chain. Its source key names the node as well as the chain id, because two
 * nodes presenting the same chain id (parallel test files on one PostgreSQL) must not share a
 * cursor; the genesis hash in it makes a new chain on the same URL start from 0.
 */
export async function createChainIndexer({
  db,
  chain,
  batchSize,
  trace,
}: {
  db: Database
  chain: ApiChain
  batchSize: number
  /** Read internal calls' ether from `debug_traceBlockByNumber` (see `StartIndexerParameters`). */
  trace: boolean
}): Promise<ChainIndexer> {
  const { client, deployment } = chain
  const chainId = deployment.chainId
  const genesis = await client.getBlock({ blockNumber: 0n })
  const source = `eip155:${chainId}@${deployment.rpcUrl}#${genesis.hash}`
  const [saved] = await db.query<{ last_block: string | number; last_hash: string }>(
    'select last_block, last_hash from indexer_cursors where source = $1',
    [source],
  )
  let cursor = saved
    ? { number: BigInt(saved.last_block), hash: saved.last_hash }
    : { number: -1n, hash: '' }
  const tokens = createTokenInfoCache({ client, known: deployment.tokens })
  const routers = new Set([deployment.uniswap.router.toLowerCase()])
  const wrappedNative = new Set(
    deployment.tokens.filter((t) => t.wrappedNative).map((t) => t.address.toLowerCase()),
  )
  const native = { ...deployment.nativeCurrency }
  const hashAt = (blockNumber: bigint) =>
    client.getBlock({ blockNumber }).then((block) => block.hash?.toLowerCase())

  async function step(): Promise<boolean> {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (head < cursor.number) {
      cursor = await rewindSource(db, hashAt, { source, chainId, head })
      return false
    }
    if (head === cursor.number) {
      // Same height is not the same chain: a reverted node re-mines at the height it had.
      const block = await client.getBlock({ blockNumber: head })
      if (cursor.number < 0n || block.hash.toLowerCase() === cursor.hash) return true
      cursor = await rewindSource(db, hashAt, { source, chainId, head })
      return false
    }
    const from = cursor.number + 1n
    const to = head < from + BigInt(batchSize) - 1n ? head : from + BigInt(batchSize) - 1n
    const numbers = Array.from({ length: Number(to - from) + 1 }, (_, i) => from + BigInt(i))
    const [blocks, logs] = await Promise.all([
      Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      ),
      // Raw eth_getLogs (viem's getLogs takes one topic set per event): format the hex fields.
      client
        .request({
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: `0x${from.toString(16)}`,
              toBlock: `0x${to.toString(16)}`,
              topics: [[transferTopic, swapTopic, depositTopic, withdrawalTopic]],
            },
          ],
        })
        .then((raw) => (raw as RpcLog[]).map((log) => formatLog(log) as Log)),
    ])
    if (cursor.number >= 0n && blocks[0]?.parentHash.toLowerCase() !== cursor.hash) {
      cursor = await rewindSource(db, hashAt, { source, chainId, head: cursor.number })
      return false
    }
    const receipts = await Promise.all(
      blocks.map((block) =>
        block.transactions.length > 0
          ? client.getBlockReceipts({ blockNumber: block.number })
          : Promise.resolve([]),
      ),
    )
    const facts = new Map(
      receipts
        .flat()
        .map((r) => [
          r.transactionHash.toLowerCase(),
          { status: r.status, contractAddress: r.contractAddress },
        ]),
    )
    const traces = trace
      ? await Promise.all(
          blocks.map((block) =>
            block.transactions.length > 0
              ? readInternalTransfers(client, block.number)
              : Promise.resolve(undefined),
          ),
        )
      : []
    const transactions = blocks.flatMap((block, i) =>
      decodeBlock({
        chainId,
        block,
        receipts: facts,
        logs: logs.filter((log) => log.blockHash?.toLowerCase() === block.hash.toLowerCase()),
        routers,
        wrappedNative,
        internal: trace ? (traces[i] ?? new Map()) : undefined,
      }),
    )
    const tokenAddresses = new Set(
      transactions.flatMap((t) => t.transfers.flatMap((x) => x.tokenAddress ?? [])),
    )
    const stored = blocks.map((b) => ({ number: b.number, hash: b.hash.toLowerCase() }))
    await storeTransactions(db, {
      source,
      chainId,
      transactions,
      tokens: await tokens.resolve(tokenAddresses),
      native,
      blocks: stored,
    })
    cursor = stored.at(-1) ?? cursor
    return to === head
  }

  return {
    chainId,
    get indexed() {
      return cursor.number
    },
    step,
  }
}
