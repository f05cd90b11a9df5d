import type { Transaction } from '../schemas.ts'
import { TransactionRow, type TransactionRowProps } from './TransactionRow.tsx'

/** One month of activity: its heading and its rows, as a list named by the month. */
export function TransactionMonth({
  label,
  transactions,
  now,
  explorer,
}: {
  label: string
  transactions: readonly Transaction[]
  now: number
  explorer: TransactionRowProps['explorer']
}) {
  return (
    <div className="kp-activity-month">
      <h4 className="kp-text kp-text--muted">{label}</h4>
      <ul className="kp-activity-rows" aria-label={label}>
        {transactions.map((transaction) => (
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
}
