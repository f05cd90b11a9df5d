import { connectionToken } from '@keyport/connect'
import { useObservable, useService } from '@keyport/kernel/react'

/**
 * Beside `<ConnectButton>`, which turns into the one account button (network, balance, avatar,
 * address) once connected: a marker whose `data-restored` tells tests when the restore attempt
 * after a reload has settled. An app that wants the parts apart places `<NetworkButton>` and
 * `<AccountButton>` from `@keyport/connect` instead, and `<ConnectButton>` steps aside.
 */
export function ConnectedButtons() {
  const connection = useService(connectionToken)
  const restored = useObservable(connection.restored$, () => connection.restored)
  return <span className="page-wallet" data-restored={restored} hidden />
}
