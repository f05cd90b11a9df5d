import type { HistoryResponse } from '@keyport/history/schemas'
import { storedChainId } from '../../indexer/storedChainId.ts'
import type { ApiDeps } from '../ApiDeps.ts'
import { readTokenPrices, type TokenPrices } from '../pricing/index.ts'
import { solanaTokens } from '../solana/solanaTokens.ts'
import { historyCursor } from './historyCursor.ts'
import { historyPageQuery } from './historyPageQuery.ts'
import { readAccountDelegates } from './readAccountDelegates.ts'
import { shareRecentRead } from './shareRecentRead.ts'
import {
  type PriceLookup,
  type TransactionRow,
  type TransferRow,
  toHistoryTransaction,
} from './toHistoryTransaction.ts'

const historyPageSize = 20

// Every history page prices its transfers at today's pool prices: three contract reads per
// chain. Under load the pages of one second share one read per chain (a block's worth of
// staleness, as balances keep theirs 30 s), instead of each page asking the node again.
const recentPrices = shareRecentRead(readTokenPrices, { maxAgeMs: 1_000 })

export type ReadAccountHistoryParameters = {
  /** Lower-case EVM address, or a base58 Solana address as given. */
  account: string
  /** The chains to include, as stored (`storedChainId`: Solana networks are negative); each served. */
  chainIds: readonly number[]
  cursor?: string
  /** Only the transactions this on-ramp delivered: the hashes its completed checkouts recorded. */
  onramp?: 'coinbase'
}

type PageRow = {
  chain_id: number
  hash: string
  mined_at: string
  block_number: string
  tx_index: number
}

/**
 * One page of an account's indexed transactions on the given chains, newest first, with `next`
 * set when more remain. Prices are today's pool prices; a chain whose node does not answer just
 * leaves them out.
 *
 * @example
 * await readAccountHistory({ account: '0xf39f…', chainIds: [1, 8453] }, deps)
 * // { data: [{ id: 'eip155:1:0x…', metadata: { operationType: 'send', … }, transfers: […] }], next: null }
 */
export async function readAccountHistory(
  { account, chainIds, cursor, onramp }: ReadAccountHistoryParameters,
  deps: ApiDeps,
): Promise<HistoryResponse> {
  if (chainIds.length === 0) return { data: [], next: null }
  const after = cursor === undefined ? undefined : historyCursor.decode(cursor)
  const { text, params } = historyPageQuery({
    account,
    chainIds,
    after,
    onramp: onramp === 'coinbase',
    limit: historyPageSize + 1,
  })
  const rows = await deps.db.query<PageRow>(text, params)
  const page = rows.slice(0, historyPageSize)
  const last = page.at(-1)
  const next =
    rows.length > historyPageSize && last
      ? historyCursor.encode({
          minedAt: Number(last.mined_at),
          chainId: last.chain_id,
          blockNumber: last.block_number,
          txIndex: last.tx_index,
        })
      : null
  if (page.length === 0) return { data: [], next }

  const keys = page.map((_, i) => `($${2 * i + 1}::integer, $${2 * i + 2})`).join(', ')
  const keyParams = page.flatMap((row) => [row.chain_id, row.hash])
  const [transactions, transfers, price, delegates] = await Promise.all([
    deps.db.query<TransactionRow>(
      `select * from chain_transactions where (chain_id, hash) in (${keys})`,
      keyParams,
    ),
    deps.db.query<TransferRow>(
      `select * from chain_transfers where (chain_id, hash) in (${keys}) order by log_index`,
      keyParams,
    ),
    priceLookup(new Set(page.map((row) => row.chain_id)), deps),
    // EIP-7702: a delegated account is an account; the list shows a badge naming its delegate.
    readAccountDelegates(
      account,
      page.map((row) => row.chain_id),
      deps,
    ),
  ])
  const byKey = new Map(transactions.map((t) => [`${t.chain_id}:${t.hash}`, t]))
  const data = page.flatMap((row) => {
    const tx = byKey.get(`${row.chain_id}:${row.hash}`)
    if (!tx) return []
    const own = transfers.filter((t) => t.chain_id === row.chain_id && t.hash === row.hash)
    return [toHistoryTransaction(account, tx, own, price)]
  })
  return Object.keys(delegates).length > 0 ? { data, next, delegates } : { data, next }
}

async function priceLookup(chainIds: ReadonlySet<number>, deps: ApiDeps): Promise<PriceLookup> {
  const prices = new Map<number, TokenPrices>()
  await Promise.all(
    [...chainIds].map(async (chainId) => {
      if (storedChainId.isSolana(chainId)) {
        prices.set(chainId, solanaPrices)
        return
      }
      const chain = deps.chains.get(chainId)
      if (!chain) return
      // History without prices beats no history: a price failure only drops `value` and `price`.
      const known = await recentPrices(chain, deps.log).catch(() => undefined)
      if (known) prices.set(chainId, known)
    }),
  )
  return (chainId, token) => {
    const known = prices.get(chainId)
    return token === null ? known?.native : known?.byAddress.get(token)
  }
}

// Solana has no pools on the local chain: the fixed reference prices the balances use.
const solanaPrices: TokenPrices = {
  native: solanaTokens.native.price,
  byAddress: new Map([...solanaTokens.byMint].map(([mint, token]) => [mint, token.price])),
}
