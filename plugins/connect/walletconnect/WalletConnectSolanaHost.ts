import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { WalletConnectSession } from './WalletConnectSession.ts'

/** What the connector lends its Solana side: the shared session, pairing and session events. */
export type WalletConnectSolanaHost = {
  /** The app's Solana networks (the Wallet Standard chains the side reports). */
  networks: readonly SolanaNetwork[]
  /** The live session, if any. */
  session(): WalletConnectSession | undefined
  /** The stored session, restored without prompting (after a reload). */
  restore(): Promise<WalletConnectSession | undefined>
  /** Proposes a session (the QR code the view shows) and resolves once the wallet approves. */
  pair(): Promise<WalletConnectSession>
  /** Ends the session, in the wallet too. */
  disconnect(): Promise<void>
  /** The session's Solana accounts as they change; an empty list when the session ends. */
  subscribe(listener: (accounts: readonly string[]) => void): () => void
}
