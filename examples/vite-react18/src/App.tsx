import { AccountButton, NetworkButton, useAccount } from '@keyport/connect'
import { ConnectButton, KeyportProvider } from '@keyport/kernel/react'
import { keyport } from './keyport'

function Wallet() {
  const { isConnected } = useAccount()
  if (!isConnected) return <ConnectButton />
  return (
    <span className="wallet">
      <NetworkButton />
      <AccountButton />
    </span>
  )
}

/** The page: a header with the wallet buttons. */
export function App() {
  return (
    <KeyportProvider keyport={keyport}>
      <main className="page">
        <header className="page-header">
          <h1>keyport-example-vite-react18</h1>
          <Wallet />
        </header>
        <p>Connect a wallet to see its account and network.</p>
      </main>
    </KeyportProvider>
  )
}
