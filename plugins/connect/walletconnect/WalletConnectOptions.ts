import type { AppMetadata } from '@keyport/kernel'

/** `connectPlugin({ walletConnect })`: where phone wallets pair (a WalletConnect v2 relay). */
export type WalletConnectOptions = {
  /** The relay, e.g. 'ws://127.0.0.1:4001' on the local stack; nothing else is called. */
  relayUrl: string
  /** @default the app's `projectId` */
  projectId?: string
  /** What wallets show about the app. @default the app's `metadata` */
  metadata?: AppMetadata
  /**
   * Keep a pending pairing (same URI) until it expires when the user comes back, instead of
   * making a new one. @default true inside Telegram and on iOS Safari (spec section 4)
   */
  reusePendingPairing?: boolean
}
