import { formatRelativeTime } from '@keyport/kernel'
import { useKernel, useT } from '@keyport/kernel/react'
import type { Transaction } from '../schemas.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'

const arrows = { in: '↓', out: '↑', both: '⇅', none: '•' } as const

export type TransactionRowProps = {
  transaction: Transaction
  /** Epoch milliseconds the relative time is measured from. */
  now: number
  /** The network's block explorer, when the app configured one. */
  explorer?: { name: string; url: string }
}

/** One history row: kind, what moved, and when ('3 minutes ago', the exact time on hover). */
export function TransactionRow({ transaction, now, explorer }: TransactionRowProps) {
  const t = useT()
  const { i18n } = useKernel()
  const summary = summarizeTransaction(transaction, i18n)
  const minedAt = Date.parse(transaction.metadata.minedAt)
  return (
    <li data-testid="transaction-row" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden="true"
        className="kp-text kp-text--strong"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: 32,
          height: 32,
          borderRadius: '50%',
          background: 'var(--kp-color-surface)',
          border: '1px solid var(--kp-color-border)',
        }}
      >
        {arrows[summary.direction]}
      </span>
      <span style={{ flex: 1, minWidth: 0 }}>
        <span className="kp-text kp-text--strong">{summary.title}</span>
        {summary.failed ? (
          <span className="kp-text kp-text--muted"> · {t('transactions.failed')}</span>
        ) : null}
        <br />
        <span className="kp-text kp-text--muted" style={{ overflowWrap: 'anywhere' }}>
          {summary.detail}
        </span>
        {explorer ? (
          <>
            <br />
            <a
              href={`${explorer.url.replace(/\/$/, '')}/tx/${transaction.metadata.hash}`}
              target="_blank"
              rel="noreferrer"
              style={{ color: 'inherit' }}
            >
              {t('transactions.explorer', { explorer: explorer.name })}
            </a>
          </>
        ) : null}
      </span>
      <time
        className="kp-text kp-text--muted"
        dateTime={transaction.metadata.minedAt}
        title={Number.isFinite(minedAt) ? new Date(minedAt).toLocaleString(i18n.locale) : undefined}
        style={{ flex: 'none' }}
      >
        {formatRelativeTime(minedAt, { now, locale: i18n.locale })}
      </time>
    </li>
  )
}
