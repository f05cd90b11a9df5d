import { TransactionList } from './TransactionList.tsx'

/** The Account view's Activity tab: the same list as the Transactions view, inside the tab. */
export default function ActivityPanel() {
  return <TransactionList />
}
