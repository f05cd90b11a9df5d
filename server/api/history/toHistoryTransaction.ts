import type { Transaction, TransactionTransfer } from '@keyport/history/schemas'
import { formatUnits } from 'viem'
import { storedChainId } from '../../indexer/storedChainId.ts'
import { tokenIconUrl } from '../pricing/index.ts'
import { operationType } from './operationType.ts'

export type TransactionRow = {
  chain_id: number
  hash: string
  mined_at: string | number
  from_address: string
  to_address: string | null
  nonce: string | number
  status: 'confirmed' | 'failed'
  selector: string
  is_swap: boolean
}

export type TransferRow = {
  chain_id: number
  hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721' | 'spl'
  token_address: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
  decimals: number
  symbol: string
  name: string
}

/** USD price per token address (lower-case on EVM, a Solana mint as stored), today's; null for the coin. */
export type PriceLookup = (chainId: number, token: string | null) => number | undefined

/**
 * One stored transaction as `account` sees it: only the transfers it took part in, each with a
 * direction, and an operation type from those. A Solana row's chain is its CAIP-2 network id
 * (`solana:5eykt…`), its token addresses `solana:5eykt…:<mint>`.
 */
export function toHistoryTransaction(
  account: string,
  row: TransactionRow,
  transfers: readonly TransferRow[],
  price: PriceLookup,
): Transaction {
  const chain = storedChainId.toCaip2(row.chain_id)
  const mine = transfers
    .filter((t) => t.from_address === account || t.to_address === account)
    .map((t) => toTransfer(account, chain, t, price(row.chain_id, t.token_address)))
  return {
    id: `${chain}:${row.hash}`,
    metadata: {
      operationType: operationType({
        account,
        from: row.from_address,
        selector: row.selector,
        isSwap: row.is_swap,
        transfers: mine,
      }),
      hash: row.hash,
      minedAt: new Date(Number(row.mined_at) * 1000).toISOString(),
      sentFrom: row.from_address,
      sentTo: row.to_address ?? '',
      status: row.status,
      nonce: Number(row.nonce),
      chain,
    },
    transfers: mine,
  }
}

function toTransfer(
  account: string,
  chain: string,
  row: TransferRow,
  price: number | undefined,
): TransactionTransfer {
  const direction =
    row.from_address === row.to_address ? 'self' : row.from_address === account ? 'out' : 'in'
  const numeric = formatUnits(BigInt(row.amount), row.decimals)
  const base = {
    direction,
    quantity: { numeric, int: row.amount, decimals: row.decimals },
    sender: row.from_address,
    recipient: row.to_address,
  } as const
  if (row.kind === 'erc721')
    return {
      ...base,
      nft_info: {
        name: `${row.name} #${row.token_id ?? ''}`,
        token_id: row.token_id ?? '',
        flags: { is_spam: false },
      },
    }
  const fungible = {
    name: row.name,
    symbol: row.symbol,
    icon: { url: tokenIconUrl(row.symbol) },
    ...(row.token_address ? { address: `${chain}:${row.token_address}` } : {}),
  }
  if (price === undefined) return { ...base, fungible_info: fungible }
  return { ...base, fungible_info: fungible, price, value: Number(numeric) * price }
}
