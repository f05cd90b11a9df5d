/** JSON-RPC error codes the Solana RPC answers with (Agave's `rpc_custom_error.rs` and JSON-RPC 2.0). */
export const solanaRpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  blockNotAvailable: -32004,
  slotSkipped: -32009,
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  transactionHistoryNotAvailable: -32011,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/**
 * An error the RPC answers as `{ code, message, data }`; anything else thrown by a method becomes
 * -32603 without details.
 *
 * @example
 * throw new SolanaRpcError(solanaRpcErrorCodes.invalidParams, 'Invalid param: WrongSize')
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError' as const
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** -32602, the answer to every parameter that does not parse. */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(solanaRpcErrorCodes.invalidParams, message)
}
