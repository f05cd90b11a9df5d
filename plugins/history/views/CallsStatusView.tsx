import { useNetwork } from '@keyport/connect'
import type { ViewProps } from '@keyport/kernel'
import { useStyles } from '@keyport/kernel/react'
import { CallsBatchBanner } from './CallsBatchBanner.tsx'
import { historyCss } from './historyCss.ts'
import { TransactionList } from './TransactionList.tsx'

/** Activity opened by an app's `wallet_showCallsStatus`: the batch first, then the account's list. */
export default function CallsStatusView({ params }: ViewProps<'CallsStatus'>) {
  useStyles('history-activity', historyCss)
  const { network } = useNetwork()
  return (
    <>
      <CallsBatchBanner calls={params.calls} explorer={network?.blockExplorers?.default} />
      <TransactionList />
    </>
  )
}
