import { TransactionList } from './TransactionList.tsx'

/** The Transactions view: the account's activity (`TransactionList`) on its own screen. */
export default function TransactionsView() {
  return <TransactionList />
}
