/**
 * The EIP-1193 error code of a wallet error, looking where wallets put it: `code`, then
 * `data.originalError.code` and `cause.code` (some wallets wrap 4001 and 4902 in -32603).
 *
 * @example
 * rpcErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }) // 4902
 */
export function rpcErrorCode(error: unknown): number | undefined {
  const codes: unknown[] = []
  let current: unknown = error
  for (let depth = 0; depth < 3 && isRecord(current); depth++) {
    codes.push(current.code)
    const data = current.data
    if (isRecord(data) && isRecord(data.originalError)) codes.push(data.originalError.code)
    current = current.cause
  }
  const known = codes.filter((code): code is number => typeof code === 'number')
  return known.find((code) => code === 4001 || code === 4902) ?? known[0]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
