/** JSON-RPC error codes the relay answers with. */
export const relayErrorCodes = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** A limit of `RelayLimits` was reached (message size, topics, mailbox, storage). */
  limit: -32005,
} as const

/**
 * An error answered to one JSON-RPC request; the message says what was wrong and what to do.
 *
 * @example
 * throw new RelayRpcError(relayErrorCodes.limit, 'Message is 200000 bytes; the limit is 131072.')
 */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError' as const
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
