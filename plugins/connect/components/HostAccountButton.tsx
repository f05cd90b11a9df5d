import { useObservable, useService } from '@keyport/kernel/react'
import { AccountPart } from './AccountButton.tsx'
import { hostButtonsToken } from './hostButtons.ts'
import { NetworkPart } from './NetworkButton.tsx'

/**
 * What `<ConnectButton>` becomes once connected: the network part and the account part; nothing
 * while the host places its own `<AccountButton>` or `<NetworkButton>`.
 */
export default function HostAccountButton() {
  const buttons = useService(hostButtonsToken)
  const claims = useObservable(buttons.claims$, () => buttons.claims)
  if (claims > 0) return null
  return (
    <span className="kp-host-account">
      <NetworkPart />
      <AccountPart />
    </span>
  )
}
