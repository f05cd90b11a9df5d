import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

// What we accept from a caller (a load balancer, another Keyport service): short and plain, so it
// is safe to echo in a header and to write into a log line.
const acceptedRequestId = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The caller's `x-request-id` when it is 1 to 64 characters of `[A-Za-z0-9._-]`, else a new
 * random UUID.
 *
 * @example
 * requestIdFrom(request.headers['x-request-id']) // 'lb-7f3a' or '1b4e28ba-2fa1-…'
 */
export function requestIdFrom(header: string | readonly string[] | undefined): string {
  return typeof header === 'string' && acceptedRequestId.test(header) ? header : randomUUID()
}

const current = new AsyncLocalStorage<string>()

/**
 * Runs `work` with `requestId` as the current request's id, for everything it awaits.
 *
 * @example
 * withRequestId('lb-7f3a', () => handle(request, response))
 */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work)
}

/**
 * The `x-request-id` header to send on a call to another Keyport service, so its log lines carry
 * the same id; empty outside a request.
 *
 * @example
 * await fetch(apiUrl, { headers: { ...requestIdHeaders(), 'content-type': 'application/json' } })
 */
export function requestIdHeaders(): Record<string, string> {
  const id = current.getStore()
  return id ? { 'x-request-id': id } : {}
}
