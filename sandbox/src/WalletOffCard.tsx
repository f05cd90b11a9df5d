import { WalletGlyph } from '@keyport/kernel/icons'

/** The wallet card's place while the connect plugin is off: how to bring the wallet back. */
export function WalletOffCard() {
  return (
    <section className="card wallet-card" aria-labelledby="wallet-card-title">
      <h2 className="card-title" id="wallet-card-title">
        Try the wallet
      </h2>
      <div className="empty">
        <WalletGlyph size={28} />
        <p>The connect plugin is off: tick it under Plugins in Settings to connect a wallet.</p>
      </div>
    </section>
  )
}
