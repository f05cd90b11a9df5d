import { useObservable, useService } from '@keyport/kernel/react'
import type { TransactionsService, TransactionsState } from '../services/TransactionsService.ts'
import { transactionsToken } from '../tokens.ts'

/**
 * The connected account's history on the active chain, and the calls that page it.
 *
 * @example
 * const { state, fetchTransactions } = useTransactions()
 * useEffect(() => void fetchTransactions(), [fetchTransactions])
 */
export function useTransactions(): {
  state: TransactionsState
  fetchTransactions: TransactionsService['fetchTransactions']
  refresh: TransactionsService['refresh']
} {
  const service = useService(transactionsToken)
  const state = useObservable(service.state$, () => service.state)
  return { state, fetchTransactions: service.fetchTransactions, refresh: service.refresh }
}
