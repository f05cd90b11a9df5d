/**
 * Spec §5: a transaction hash is 0x followed by 64 hex characters.
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isTransactionHash('0x1234') // false
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
