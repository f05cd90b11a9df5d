/**
 * EIP-5792's error codes (viem maps each to its own error class), and -32602 for a request that
 * does not have the method's shape.
 */
export const WALLET_CALLS_CODES = {
  invalidParams: -32602,
  /** UnsupportedNonOptionalCapabilityError */
  unsupportedCapability: 5700,
  /** UnsupportedChainIdError */
  unsupportedChain: 5710,
  /** DuplicateIdError */
  duplicateId: 5720,
  /** UnknownBundleIdError */
  unknownId: 5730,
  /** AtomicityNotSupportedError */
  atomicityNotSupported: 5760,
} as const

/**
 * A refusal with a JSON-RPC code: the frame sends `{ message, code }` back, and the app's provider
 * throws it with that code.
 *
 * @example
 * throw new RpcCodeError('Unknown call batch id', WALLET_CALLS_CODES.unknownId)
 */
export class RpcCodeError extends Error {
  override name = 'RpcCodeError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
