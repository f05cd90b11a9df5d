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
