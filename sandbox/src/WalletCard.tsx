import { useAccount } from '@keyport/connect'
import { WalletGlyph } from '@keyport/kernel/icons'
import { lazy, Suspense } from 'react'
import { SiwxStatus } from './SiwxStatus'
import { SolanaWalletActions } from './SolanaWalletActions'
import { ViemCallsActions } from './ViemCallsActions'
import { WalletActions } from './WalletActions'

// The session-key demo brings viem's account abstraction: loaded only with `smartSessions` on.
const SessionKeyActions = lazy(() =>
  import('./SessionKeyActions').then((module) => ({ default: module.SessionKeyActions })),
)

type WalletCardProps = { sessionKeys: boolean; siwx: boolean }

/**
 * What an app does with a connected wallet: sign, send, typed data, Solana signing, session keys
 * and the SIWX session, each with its answer. Says how to start while nothing is connected.
 */
export function WalletCard({ sessionKeys, siwx }: WalletCardProps) {
  const { address } = useAccount()
  return (
    <section className="card wallet-card" aria-labelledby="wallet-card-title">
      <div className="card-head">
        <h2 className="card-title" id="wallet-card-title">
          Try the wallet
        </h2>
        <span className={`badge ${address ? 'badge--on' : ''}`}>
          {address ? 'Connected' : 'Not connected'}
        </span>
      </div>
      {address ? null : (
        <div className="empty">
          <WalletGlyph size={28} />
          <p>
            Connect a wallet with the button at the top: the browser's test wallet, WalletConnect,
            or an email login (its code arrives in the Dev inbox). Then sign, send and sign in here.
          </p>
        </div>
      )}
      <WalletActions />
      <ViemCallsActions />
      <SolanaWalletActions />
      {sessionKeys ? (
        <Suspense fallback={null}>
          <SessionKeyActions />
        </Suspense>
      ) : null}
      {siwx ? <SiwxStatus /> : null}
    </section>
  )
}
