import { useAccount, useNetwork } from '@keyport/connect'
import { clockToken } from '@keyport/kernel'
import { useKernel, useObservable, useService, useT } from '@keyport/kernel/react'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { TransactionsAccountMissingError } from '../errors.ts'
import { transactionsToken } from '../tokens.ts'
import { TransactionRow } from './TransactionRow.tsx'
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts'

const listStyle = { listStyle: 'none', margin: 0, padding: 0, gap: 12 } as const
const headingStyle = { fontSize: 'inherit', margin: 0 } as const

/**
 * The Transactions view (spec sections 3 to 5): the connected account's activity on the active
 * chain, grouped by year then month, newest first. It loads the newest page on open and the next
 * one when the end of the list scrolls into view, or on "Load more".
 */
export default function TransactionsView() {
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
    // Without an account the refresh rejects; the view says so below instead.
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
  const now = clock.now()

  if (!address)
    return (
      <p className="kp-text" role="alert">
        {new TransactionsAccountMissingError().shortMessage}
      </p>
    )
  const current = state.address?.toLowerCase() === address.toLowerCase()
  // Before the first page answers there is nothing to show but that it is coming.
  if (!current || (state.transactions.length === 0 && !state.empty))
    return (
      <div className="kp-loading" role="status">
        <span className="kp-spinner" aria-hidden="true" />
        <span className="kp-sr-only">{t('transactions.loading')}</span>
      </div>
    )
  if (state.empty)
    return (
      <div className="kp-empty kp-stack" style={{ gap: 4 }}>
        <p className="kp-text kp-text--strong">{t('transactions.empty')}</p>
        <p className="kp-text kp-text--muted">
          {t('transactions.emptyHint', { network: network?.name ?? '' })}
        </p>
      </div>
    )

  const explorer = network?.blockExplorers?.default
  return (
    <section className="kp-stack" aria-labelledby={headingId} aria-busy={state.loading}>
      <h3 id={headingId} className="kp-sr-only">
        {t('transactions.title')}
      </h3>
      {state.transactionsByYear.map(({ year, months }) => (
        <div key={year} className="kp-stack" style={{ gap: 12 }}>
          {months.map(({ month, transactions: list }) => {
            const label = t('transactions.month', {
              month: monthName.format(new Date(year, month, 15)),
              year,
            })
            return (
              <div key={month} className="kp-stack" style={{ gap: 8 }}>
                <h4 className="kp-text kp-text--muted" style={headingStyle}>
                  {label}
                </h4>
                <ul className="kp-stack" style={listStyle} aria-label={label}>
                  {list.map((transaction) => (
                    <TransactionRow
                      key={transaction.id}
                      transaction={transaction}
                      now={now}
                      explorer={explorer}
                    />
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      ))}
      {state.next ? (
        <>
          <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
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
