import { formatRelativeTime } from '@keyport/kernel'
import {
  ActivityIcon,
  type IconProps,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
  WarningIcon,
} from '@keyport/kernel/icons'
import { useKernel, useT } from '@keyport/kernel/react'
import type { ComponentType } from 'react'
import type { Transaction } from '../schemas.ts'
import { summarizeTransaction, type TransactionSummary } from './summarizeTransaction.ts'

const icons: Record<TransactionSummary['direction'], ComponentType<IconProps>> = {
  in: ReceiveIcon,
  out: SendIcon,
  both: SwapIcon,
  none: ActivityIcon,
}

export type TransactionRowProps = {
  transaction: Transaction
  /** Epoch milliseconds the relative time is measured from. */
  now: number
  /** The network's block explorer, when the app configured one. */
  explorer?: { name: string; url: string }
}

/**
 * One history row: an icon for which way value went, the kind and when ('3 minutes ago', the
 * exact time on hover) with the explorer link, and what moved at the end.
 */
export function TransactionRow({ transaction, now, explorer }: TransactionRowProps) {
  const t = useT()
  const { i18n } = useKernel()
  const summary = summarizeTransaction(transaction, i18n)
  const minedAt = Date.parse(transaction.metadata.minedAt)
  const Icon = summary.failed ? WarningIcon : icons[summary.direction]
  const tone = summary.failed
    ? ' kp-activity-icon--failed'
    : summary.direction === 'in'
      ? ' kp-activity-icon--in'
      : ''
  return (
    <li data-testid="transaction-row" className="kp-activity-row">
      <span className={`kp-activity-icon${tone}`}>
        <Icon size={18} />
      </span>
      <span className="kp-activity-main">
        <span className="kp-text kp-text--strong">
          {summary.title}
          {summary.failed ? ` · ${t('transactions.failed')}` : null}
        </span>
        <span className="kp-text kp-text--muted kp-activity-meta">
          <time
            dateTime={transaction.metadata.minedAt}
            title={
              Number.isFinite(minedAt) ? new Date(minedAt).toLocaleString(i18n.locale) : undefined
            }
          >
            {formatRelativeTime(minedAt, { now, locale: i18n.locale })}
          </time>
          {explorer ? (
            <a
              href={`${explorer.url.replace(/\/$/, '')}/tx/${transaction.metadata.hash}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('transactions.explorer', { explorer: explorer.name })}
            </a>
          ) : null}
        </span>
      </span>
      <span
        className={`kp-text kp-activity-amount${summary.direction === 'in' && !summary.failed ? ' kp-activity-amount--in' : ''}`}
      >
        {summary.detail}
      </span>
    </li>
  )
}
