/** What `wc_sessionAuthenticate` asks the wallet to sign (CAIP-122), besides what sign-client adds. */
export type WalletConnectAuthenticateRequest = {
  /** CAIP-2 ids, eip155 only (spec section 5). */
  chains: string[]
  /** The RFC 3986 authority asking, e.g. `app.example`. */
  domain: string
  /** The URI signed in to (the CACAO's `aud`). */
  uri: string
  nonce: string
  statement?: string
  /** ISO 8601 expiry of the sign-in. */
  exp?: string
}

/** A CAIP-74 object capability as the wallet answers it (sign-client's `AuthTypes.Cacao`). */
export type WalletConnectCacao = {
  h: { t: string }
  p: {
    /** `did:pkh:eip155:<chain>:<address>` */
    iss: string
    domain: string
    aud?: string
    uri?: string
    version?: string
    nonce: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  /** `eip191` (an account's personal_sign) or `eip1271` (a contract account). */
  s: { t: string; s: string; m?: string }
}

/**
 * One-click auth for the WalletConnect connector, contributed by another plugin (siwx) through
 * `walletConnectAuthToken`: with one, an eip155-only app's pairing proposes
 * `wc_sessionAuthenticate`, and a wallet that supports it signs in while it pairs.
 */
export type WalletConnectAuthenticator = {
  id: string
  /** The request for these CAIP-2 chains, or `undefined` for a plain proposal. */
  request(input: { chains: string[] }): Promise<WalletConnectAuthenticateRequest | undefined>
  /**
   * Checks the wallet's CACAO against `request` and signs the account in. Resolves `true` when
   * signed in, `false` when the sign-in is left to the usual flow (the CACAO could not be kept
   * here); throws when the CACAO does not match the request, and the session is refused.
   */
  complete(input: {
    request: WalletConnectAuthenticateRequest
    cacao: WalletConnectCacao
    /** The EIP-4361 text the wallet signed, as sign-client formats the CACAO. */
    message: string
    /** The session's account. */
    address: `0x${string}`
  }): Promise<boolean>
}
