import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/** Whether a request may read `/metrics` and `/ready`, and if not, the answer that says why. */
export type OpsAccess =
  | { allowed: true }
  | { allowed: false; status: 401 | 403; message: string; headers: Record<string, string> }

const digest = (text: string) => createHash('sha256').update(text).digest()

const isLoopback = (address: string) => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1'
}

/**
 * Who may read a service's `/metrics` and `/ready` (they need no project id, name every route's
 * traffic and every failing dependency). With `token` set, a request must send
 * `Authorization: Bearer <token>`, from anywhere. Without it, only a request made on this machine
 * (a loopback peer) that no proxy forwarded (no `X-Forwarded-For` or `Forwarded`) may: a
 * container bound to `0.0.0.0`, or a balancer on the same host, does not publish them.
 *
 * @example
 * const access = opsAccess(request, process.env.KEYPORT_OPS_TOKEN)
 * if (!access.allowed) response.writeHead(access.status, access.headers).end(access.message)
 */
export function opsAccess(request: IncomingMessage, token: string | undefined): OpsAccess {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    if (timingSafeEqual(digest(given), digest(token))) return { allowed: true }
    return {
      allowed: false,
      status: 401,
      message: 'Send Authorization: Bearer <KEYPORT_OPS_TOKEN> to read /metrics and /ready.',
      headers: { 'www-authenticate': 'Bearer realm="keyport-ops"' },
    }
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded
  if (isLoopback(request.socket.remoteAddress ?? '') && forwarded === undefined)
    return { allowed: true }
  return {
    allowed: false,
    status: 403,
    message:
      '/metrics and /ready answer only requests made on this machine. Set KEYPORT_OPS_TOKEN on the service and send Authorization: Bearer <token> to read them from elsewhere.',
    headers: {},
  }
}
