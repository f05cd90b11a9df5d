/** What the ConnectingWalletConnect view shows: the pairing URI while a wallet may scan it. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; uri: string /** ms since the epoch */; expiresAt: number }
  | { status: 'error'; message: string }

/** A URI is treated as expired this long before its real expiry, so a scan never lands too late. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
