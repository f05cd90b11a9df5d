import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  shouldThrow as viemShouldThrow,
} from 'viem'

/** CAIP-25 "user rejected" (spec section 8: the fallback transport rethrows it). */
const userRejectedCaipCode = 5000

// The node judged the request itself (a revert, a bad nonce, no funds): every endpoint of the
// chain would answer the same, so asking the next one only delays the answer.
const nodeMessages: readonly RegExp[] = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
].map((error) => error.nodeMessage)

const causes = (error: Error): unknown[] => {
  const chain: unknown[] = []
  let current: unknown = error
  while (current instanceof Error && chain.length < 10) {
    chain.push(current)
    current = current.cause
  }
  return chain
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

/**
 * Spec section 8: whether the fallback transport rethrows an RPC error instead of trying the next
 * URL. It does for code 5000 (CAIP-25 user rejected; viem reports it as a 4001 whose cause carries
 * 5000) and for node-message errors (a revert, nonce, funds or gas message, which every endpoint
 * would repeat), besides viem's own rules (user and transaction rejections). A dead endpoint, an
 * HTTP error or a rate limit goes on to the next URL.
 *
 * @example
 * fallback(urls.map((url) => http(url)), { shouldThrow: shouldRethrowRpcError })
 */
export function shouldRethrowRpcError(error: Error): boolean {
  if (viemShouldThrow(error)) return true
  const chain = causes(error)
  if (chain.some((cause) => codeOf(cause) === userRejectedCaipCode)) return true
  const message = chain
    .map((cause) => (cause instanceof BaseError ? cause.details : (cause as Error).message))
    .join('\n')
  return nodeMessages.some((pattern) => pattern.test(message))
}
