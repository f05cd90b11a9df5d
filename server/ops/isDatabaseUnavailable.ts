// PostgreSQL's SQLSTATE classes and codes that mean "no server to talk to right now", not "your
// statement is wrong": 08 connection exceptions, 57P01 admin shutdown, 57P02 crash shutdown,
// 57P03 cannot connect now (starting up or shutting down).
const unavailableSqlStates = /^(08...|57P0[123])$/
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// pg and pg-pool say these without a code.
const unavailableMessages = [
  /^Connection terminated/,
  /connection (error|timeout)/i,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
]

/**
 * Whether `error` (or an error it wraps) says the database is unreachable (refused, dropped,
 * shutting down), so the request may succeed when retried shortly, as opposed to a bug or bad
 * input.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending = [error]
  while (pending.length > 0) {
    const next = pending.pop()
    if (!(next instanceof Error) || seen.has(next)) continue
    seen.add(next)
    const code = (next as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (unavailableSqlStates.test(code) || unavailableSocketCodes.has(code))
    )
      return true
    if (unavailableMessages.some((pattern) => pattern.test(next.message))) return true
    pending.push(next.cause)
    if (next instanceof AggregateError) pending.push(...next.errors)
  }
  return false
}
