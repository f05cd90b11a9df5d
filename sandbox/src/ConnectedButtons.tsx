import { AccountButton, connectionToken, NetworkButton } from '@keyport/connect'
import { useObservable, useService } from '@keyport/kernel/react'

/**
 * The connect plugin's network and account buttons; each renders nothing while disconnected.
 * `data-restored` tells tests when the restore attempt after a reload has settled.
 */
export function ConnectedButtons() {
  const connection = useService(connectionToken)
  const restored = useObservable(connection.restored$, () => connection.restored)
  return (
    <span className="page-wallet" data-restored={restored}>
      <NetworkButton />
      <AccountButton />
    </span>
  )
}
