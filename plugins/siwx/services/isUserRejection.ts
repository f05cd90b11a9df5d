/** EIP-1193 "user rejected" and WalletConnect's "user rejected" (5000). */
const rejectionCodes = new Set([4001, 5000])

/**
 * Whether a wallet error means the user declined. Wallets put the code on the error, on its
 * `cause`, or on `data.originalError`; all three are searched.
 *
 * @example
 * isUserRejection({ code: 4001, message: 'User rejected the request.' }) // true
 */
export function isUserRejection(error: unknown): boolean {
  let current = error as Record<string, unknown> | null | undefined
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const original = (current.data as Record<string, unknown> | undefined)?.originalError as
      | Record<string, unknown>
      | undefined
    if (rejectionCodes.has(current.code as number) || rejectionCodes.has(original?.code as number))
      return true
    current = current.cause as Record<string, unknown> | undefined
  }
  return false
}
