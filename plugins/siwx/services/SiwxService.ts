import type { Observable } from 'rxjs'
import type { CaipNetworkId, SiwxMessageData } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'

/**
 * - `idle`: no connected account on a supported chain, nothing to sign in.
 * - `checking`: looking for a session that covers the account and chain.
 * - `needed`: none does; the SIWXSignMessage view asks for a signature.
 * - `signing`: the wallet has the message.
 * - `signed-in`: a session covers the account and chain.
 */
export type SiwxStatus = 'idle' | 'checking' | 'needed' | 'signing' | 'signed-in'

export type SiwxState = {
  status: SiwxStatus
  /** The connected account and chain the status is about. */
  address?: string
  chainId?: CaipNetworkId
  /** The session covering them, when `signed-in`. */
  session?: SiwxSession
  /** The last sign-in failure as the user saw it; cleared by the next attempt. */
  error?: string
}

/** What a WalletConnect-style `authenticate` call needs to have the wallet sign in at connect. */
export type SiwxAuthenticateRequest = {
  chains: CaipNetworkId[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** ISO 8601 issued-at and expiration of the message the wallet will build. */
  iat: string
  exp?: string
}

/**
 * Sign-in with a wallet (spec section 4): watches the connection, opens SIWXSignMessage when the
 * connected account has no session covering it and its chain, and keeps the session across
 * reloads. Created by `createSiwxService`.
 */
export interface SiwxService {
  readonly state$: Observable<SiwxState>
  readonly state: SiwxState
  /** Whether sign-in is required: cancelling then disconnects, and the view cannot be closed. */
  readonly required: boolean
  /**
   * Builds the message for the connected account and chain, has the wallet sign it and adds the
   * session; a second call while one runs joins it. Resolves `undefined` when the attempt was
   * abandoned (cancel, account or chain switch, disconnect). Throws `SiwxSignatureDeclinedError`
   * ('Signature declined'), `SiwxNoActiveCaipAddressError`, `SiwxNoActiveCaipNetworkError`,
   * `SiwxNoConnectionClientError` or `SiwxSessionFailedError`.
   */
  signIn(): Promise<SiwxSession | undefined>
  /** The user's cancel: disconnects when sign-in is required, else closes the modal. */
  cancel(): Promise<void>
  /** Removes the connected account's sessions (server storage revokes them). */
  signOut(): Promise<void>
  /** A message for the account and chain with a fresh nonce, for connectors that sign elsewhere. */
  createMessage(input: {
    address: string
    chainId: CaipNetworkId
  }): Promise<{ data: SiwxMessageData; message: string }>
  /** Stores a session signed elsewhere (e.g. WalletConnect's one-click auth). */
  addSession(session: SiwxSession): Promise<SiwxSession>
  /**
   * Parameters for a provider's `authenticate` (WalletConnect one-click auth). Throws
   * `SiwxNamespaceUnsupportedError` unless every chain is eip155 (spec section 5).
   */
  createAuthenticateRequest(input: { chains: CaipNetworkId[] }): Promise<SiwxAuthenticateRequest>
  dispose(): void
}
