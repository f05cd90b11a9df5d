import type { Slot } from '@solana/kit'
import type { SolanaApiChain } from '../../api/ApiDeps.ts'
import { solanaTokenInfo, solanaTokens } from '../../api/solana/solanaTokens.ts'
import type { Database } from '../../db/Database.ts'
import type { ChainIndexer } from '../createChainIndexer.ts'
import type { TokenInfo } from '../IndexedTransaction.ts'
import { rewindSource } from '../rewindSource.ts'
import { storedChainId } from '../storedChainId.ts'
import { storeTransactions } from '../storeTransactions.ts'
import { decodeSolanaBlock, solanaBlockSchema } from './decodeSolanaBlock.ts'

/** Slots looked at per step: `getBlocks` lists the ones that hold transactions among them. */
const slotWindow = 10_000n
/**
 * A new source on a chain younger than this starts at slot 0 (the local chain); on an older one
 * (a public cluster through KEYPORT_SOLANA_RPC_URL) at the current slot: history from then on.
 */
const backfillSlots = 100_000n

/**
 * The indexer of one Solana network, with the EVM indexer's contract (`step`, `indexed`): it walks
 * the confirmed blocks (`getBlocks`, then `getBlock` jsonParsed) and stores SOL and SPL transfers
 * in the same tables, under the network's stored chain id. The database cursor is the last block
 * stored; each step first checks the node still has it (a restarted local chain reports the same
 * genesis hash but not the same blocks) and rewinds otherwise.
 *
 * @example
 * const indexer = await createSolanaIndexer({ db, chain: deps.solana.get('solana:5eykt…'), batchSize: 100 })
 * while (!(await indexer.step())) {}
 */
export async function createSolanaIndexer({
  db,
  chain,
  batchSize,
}: {
  db: Database
  chain: SolanaApiChain
  batchSize: number
}): Promise<ChainIndexer> {
  const { rpc } = chain
  const caip2 = chain.cluster.caipNetworkId
  const known = storedChainId.ofSolana(caip2)
  if (known === undefined) throw new Error(`${caip2} has no stored chain id.`)
  const chainId: number = known
  const genesis = await rpc.getGenesisHash().send()
  const source = `${caip2}@${chain.rpcUrl}#${genesis}`
  const [saved] = await db.query<{ last_block: string | number; last_hash: string }>(
    'select last_block, last_hash from indexer_cursors where source = $1',
    [source],
  )
  const confirmed = { commitment: 'confirmed' } as const
  // The newest confirmed slot that is also closed: a node that has closed none yet (the local
  // chain at start) reports its open slot 0 as confirmed, and a block read then would miss what
  // lands in it later. On a real cluster the processed slot is always ahead, so this is `confirmed`.
  const headSlot = async () => {
    const [done, open] = await Promise.all([
      rpc.getSlot(confirmed).send(),
      rpc.getSlot({ commitment: 'processed' }).send(),
    ])
    return done < open ? BigInt(done) : BigInt(open) - 1n
  }
  let cursor = saved
    ? { number: BigInt(saved.last_block), hash: saved.last_hash }
    : { number: -1n, hash: '' }
  // The last slot looked at; ahead of the cursor over slots without transactions.
  let scanned = cursor.number
  if (!saved) {
    const head = await headSlot()
    if (head >= backfillSlots) scanned = head
  }
  const hashAt = (slot: bigint) =>
    rpc
      .getBlock(slot as Slot, { ...confirmed, transactionDetails: 'none', rewards: false })
      .send()
      .then((block) => block?.blockhash)
  const rewind = async (head: bigint) => {
    cursor = await rewindSource(db, hashAt, { source, chainId, head })
    scanned = cursor.number
  }
  const native: TokenInfo = {
    symbol: solanaTokens.native.symbol,
    name: solanaTokens.native.name,
    decimals: solanaTokens.native.decimals,
  }

  async function step(): Promise<boolean> {
    const head = await headSlot()
    if (head < scanned) {
      await rewind(head)
      return false
    }
    if (
      cursor.number >= 0n &&
      (await hashAt(cursor.number).catch(() => undefined)) !== cursor.hash
    ) {
      await rewind(cursor.number)
      return false
    }
    if (head === scanned) return true
    const from = scanned + 1n
    const end = head < from + slotWindow - 1n ? head : from + slotWindow - 1n
    const listed = (await rpc.getBlocks(from as Slot, end as Slot, confirmed).send()).map(BigInt)
    const slots = listed.slice(0, batchSize)
    const to = slots.length < listed.length ? (slots.at(-1) as bigint) : end
    const blocks = await Promise.all(
      slots.map(async (slot) => {
        const answer = await rpc
          .getBlock(slot as Slot, {
            ...confirmed,
            encoding: 'jsonParsed',
            transactionDetails: 'full',
            rewards: false,
            maxSupportedTransactionVersion: 0,
          })
          .send()
        return { slot, block: solanaBlockSchema.parse(answer) }
      }),
    )
    const decoded = blocks.map(({ slot, block }) => decodeSolanaBlock({ chainId, slot, block }))
    const tokens = new Map<string, TokenInfo>()
    for (const [mint, decimals] of decoded.flatMap(({ mints }) => [...mints])) {
      const { name, symbol } = solanaTokenInfo(mint)
      tokens.set(mint, { name, symbol, decimals })
    }
    const stored = blocks.map(({ slot, block }) => ({ number: slot, hash: block.blockhash }))
    await storeTransactions(db, {
      source,
      chainId,
      transactions: decoded.flatMap(({ transactions }) => transactions),
      tokens,
      native,
      blocks: stored,
    })
    cursor = stored.at(-1) ?? cursor
    scanned = to
    return to === head
  }

  return {
    chainId,
    get indexed() {
      return scanned
    },
    step,
  }
}
