import type { SiwxMessageData } from './message/SiwxMessageData.ts'

/**
 * A sign-in session (spec section 3: data, message, signature, optionally cacao). Server storage
 * adds the data API's session `id` and the bearer `token` a host app's backend verifies.
 */
export type SiwxSession = {
  data: SiwxMessageData
  /** The exact text the wallet signed. */
  message: string
  /** eip155: 0x and hex; solana: the Ed25519 signature in base58. */
  signature: string
  /** A CAIP-74 object capability, when the wallet signed through one (WalletConnect). */
  cacao?: unknown
  /** The data API's session id (server storage). */
  id?: string
  /** `<id>.<secret>`: send it to your backend, which checks it with `verifySiwxSession`. */
  token?: string
}
