import { Wallet } from './wallet'

/** The page, rendered on the server; only the wallet buttons run in the browser too. */
export default function Page() {
  return (
    <main className="page">
      <header className="page-header">
        <h1>keyport-example-next</h1>
        <Wallet />
      </header>
      <p>Connect a wallet to see its account and network.</p>
    </main>
  )
}
