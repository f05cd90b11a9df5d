/** A CAIP-2 chain id: namespace and reference, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/**
 * The fields of a sign-in message (CAIP-122; for `eip155` exactly EIP-4361). Times are ISO 8601
 * strings so a session stays plain JSON in storage.
 */
export type SiwxMessageData = {
  /** The RFC 3986 authority asking for the sign-in, e.g. `app.example` or `127.0.0.1:5173`. */
  domain: string
  /** The account signing in, as the namespace writes it (EIP-55 for eip155). */
  accountAddress: string
  /** The chain the session is bound to. */
  chainId: CaipNetworkId
  /** A human-readable line the user agrees to; no line breaks. */
  statement?: string
  /** The resource the sign-in is for; it must sit on `domain`. */
  uri: string
  version: '1'
  /** At least 8 letters and digits, issued by the relying party. */
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  /** The URI scheme of the origin, when the message names it (`https`). */
  scheme?: string
}
