import type { Transaction } from '../schemas.ts'
import { isSpamTransaction } from './isSpamTransaction.ts'

/**
 * What the Transactions view may show of a page (spec §5): spam dropped, and only transactions
 * on the active chain.
 *
 * @example
 * visibleTransactions(page.data, 'eip155:1')
 */
export function visibleTransactions(
  transactions: readonly Transaction[],
  /** The active chain, CAIP-2: 'eip155:1'. */
  chain: string,
): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === chain && !isSpamTransaction(t))
}
