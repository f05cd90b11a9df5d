import { useAccount, useNetwork } from '@keyport/connect'
import { clockToken } from '@keyport/kernel'
import { useKernel, useObservable, useService, useStyles, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { TransactionsAccountMissingError } from '../errors.ts'
import { transactionsToken } from '../tokens.ts'
import { historyCss } from './historyCss.ts'
import { TransactionMonth } from './TransactionMonth.tsx'
import { TransactionSkeleton } from './TransactionSkeleton.tsx'
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts'

/**
 * The connected account's activity on the active chain (spec sections 3 to 5), grouped by year
 * then month, newest first: skeleton rows until the newest page answers, an empty state that says
 * where activity will appear, the next page when the end of the list scrolls into view or on
 * "Load more". The Transactions view and the Account view's Activity tab both show it.
 */
export function TransactionList() {
  useStyles('history-activity', historyCss)
  const t = useT()
  const { i18n } = useKernel()
  const clock = useService(clockToken)
  const transactions = useService(transactionsToken)
  const state = useObservable(transactions.state$, () => transactions.state)
  const account = useAccount()
  // The account in its namespace's form: 0x, or base58 on Solana.
  const address =
    account.namespace === 'solana' ? account.caipAddress?.split(':')[2] : account.address
  const { network, solanaNetwork } = useNetwork()
  const networkKey = solanaNetwork?.caipNetworkId ?? network?.id
  const headingId = useId()
  const sentinel = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: networkKey is the trigger: another network's history is loaded afresh
  useEffect(() => {
    // Without an account the refresh rejects; the list says so below instead.
    if (address) transactions.refresh().catch(() => {})
  }, [transactions, address, networkKey])

  const loadMore = useCallback(() => {
    transactions.fetchTransactions().catch(() => {})
  }, [transactions])
  const canLoadMore = Boolean(state.next) && !state.loading
  useLoadMoreOnScroll(sentinel, canLoadMore, state.transactions.length, loadMore)
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale, { month: 'long' }),
    [i18n.locale],
  )

  if (!address)
    return (
      <p className="kp-text" role="alert">
        {new TransactionsAccountMissingError().shortMessage}
      </p>
    )
  const current = state.address?.toLowerCase() === address.toLowerCase()
  // Before the first page answers there is nothing to show but that it is coming.
  if (!current || (state.transactions.length === 0 && !state.empty))
    return <TransactionSkeleton label={t('transactions.loading')} />
  if (state.empty)
    return (
      <div className="kp-activity-empty">
        <p className="kp-text kp-text--strong">{t('transactions.empty')}</p>
        <p className="kp-text kp-text--muted">
          {t('transactions.emptyHint', { network: (solanaNetwork ?? network)?.name ?? '' })}
        </p>
      </div>
    )

  const now = clock.now()
  const explorer = network?.blockExplorers?.default
  return (
    <section className="kp-activity" aria-labelledby={headingId} aria-busy={state.loading}>
      <h3 id={headingId} className="kp-sr-only">
        {t('transactions.title')}
      </h3>
      {state.delegate ? (
        <p className="kp-text kp-text--muted" data-testid="history-delegated">
          {t('transactions.delegated', { delegate: state.delegate })}
        </p>
      ) : null}
      {state.transactionsByYear.flatMap(({ year, months }) =>
        months.map(({ month, transactions: list }) => (
          <TransactionMonth
            key={`${year}-${month}`}
            label={t('transactions.month', {
              month: monthName.format(new Date(year, month, 15)),
              year,
            })}
            transactions={list}
            now={now}
            explorer={explorer}
          />
        )),
      )}
      {state.next ? (
        <>
          <div ref={sentinel} aria-hidden="true" className="kp-activity-sentinel" />
          <button
            type="button"
            className="kp-button kp-button--secondary"
            // aria-disabled rather than disabled: a disabled button drops keyboard focus.
            aria-disabled={state.loading}
            onClick={() => {
              if (!state.loading) loadMore()
            }}
          >
            {state.loading ? (
              <span className="kp-spinner kp-spinner--small" aria-hidden="true" />
            ) : null}
            {state.loading ? t('transactions.loadingMore') : t('transactions.loadMore')}
          </button>
        </>
      ) : null}
    </section>
  )
}
