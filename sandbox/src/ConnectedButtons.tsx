import { AccountButton, NetworkButton } from '@keyport/connect'
import { SignPanel } from './SignPanel'

/** The connect plugin's network and account buttons and the sign panel; nothing while disconnected. */
export function ConnectedButtons() {
  return (
    <span className="page-wallet">
      <NetworkButton />
      <AccountButton />
      <SignPanel />
    </span>
  )
}
