import { AccountButton, NetworkButton } from '@keyport/connect'

/** The connect plugin's network and account buttons; each renders nothing while disconnected. */
export function ConnectedButtons() {
  return (
    <span className="page-wallet">
      <NetworkButton />
      <AccountButton />
    </span>
  )
}
