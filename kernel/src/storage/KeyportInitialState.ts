/**
 * What a server render starts from: the account the last page in this browser was connected to,
 * read from the cookie `cookieStorage()` keeps (`keyportStateFromCookie`), and the visitor's
 * locale (`keyportStateFromHeaders`). Public data only: an address, a network, a connector id and
 * a language, never a key, token or session.
 *
 * @example
 * const initialState: KeyportInitialState = {
 *   connection: { namespace: 'eip155', address: '0x…', caipNetworkId: 'eip155:1', connectorId: 'io.metamask' },
 * }
 */
export type KeyportInitialState = {
  /** The connected account; absent while disconnected (the cookie holds nothing then). */
  readonly connection?: KeyportConnectionSnapshot
  /**
   * The locale the server renders the host buttons in, from the request's `Accept-Language`
   * (`keyportStateFromHeaders`); the browser hydrates in it too, then switches to its own.
   * @default undefined (English, unless the app set `locale`)
   */
  readonly locale?: string
}

/**
 * The public part of a connection, as the cookie carries it.
 *
 * @example
 * const { address, caipNetworkId } = initialState?.connection ?? {}
 */
export type KeyportConnectionSnapshot = {
  /** The account's chain namespace. */
  readonly namespace: 'eip155' | 'solana'
  /** The 0x address on eip155, the base58 address on Solana. */
  readonly address: string
  /** The CAIP-2 network, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  readonly caipNetworkId: string
  /** The connector that connected it, e.g. 'io.metamask' or 'walletConnect'. @default undefined */
  readonly connectorId?: string
}
