import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import * as z from 'zod'

/** One caught message, as `GET /messages` lists it. */
type CaughtMessage = {
  id: string
  to: string[]
  subject: string
  text: string
  receivedAt: string
}

export type CreateMailCatcherParameters = {
  /** Messages kept; the oldest go first. @default 1000 */
  capacity?: number
  /** Largest message accepted, in bytes. @default 262144 */
  sizeLimit?: number
  /**
   * Web origins whose pages may read the messages (CORS), e.g. the sandbox's dev inbox. Any other
   * page a developer opens gets no CORS headers, so its browser keeps the login codes from it.
   * @default [] (no browser page may read; Node clients and curl are unaffected)
   */
  allowedOrigins?: readonly string[]
  log?: (message: string, error?: unknown) => void
}

const querySchema = z.object({
  to: z.optional(
    z
      .string()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+$/, 'Expected an email address'),
  ),
})

/**
 * A mail catcher for dev and tests: an SMTP server that accepts every message (no auth, no TLS)
 * and an HTTP API: `GET /messages?to=ADDRESS` answers a JSON array, newest first, of
 * `{ id, to, subject, text, receivedAt }`; `GET /health`. Messages live in memory.
 *
 * @example
 * const mail = createMailCatcher()
 * const { smtpPort, httpUrl } = await mail.listen({ smtpPort: 1025, httpPort: 1080 })
 */
export function createMailCatcher({
  capacity = 1000,
  sizeLimit = 262_144,
  allowedOrigins = [],
  log = () => {},
}: CreateMailCatcherParameters = {}) {
  const messages: CaughtMessage[] = []
  const origins = new Set(allowedOrigins.map((origin) => new URL(origin).origin))

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: sizeLimit,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          messages.unshift({
            id: randomUUID(),
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          messages.length = Math.min(messages.length, capacity)
          callback()
        })
        .catch((error: Error) => {
          log('could not parse a message', error)
          callback(error)
        })
    },
  })

  const corsFor = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin
    if (!origin || !origins.has(origin)) return { vary: 'origin' }
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, DELETE, OPTIONS',
      vary: 'origin',
    }
  }
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://mail.local')
    if (request.method === 'OPTIONS') return send(response, 204, '')
    if (url.pathname === '/health' && request.method === 'GET')
      return send(response, 200, { ok: true })
    if (url.pathname !== '/messages')
      return send(response, 404, {
        status: 404,
        code: 'not_found',
        reasons: [
          {
            description: `No endpoint at ${url.pathname.slice(0, 64)}. Try GET /messages?to=ADDRESS.`,
          },
        ],
      })
    if (request.method === 'DELETE') {
      messages.length = 0
      return send(response, 200, { ok: true })
    }
    if (request.method !== 'GET')
      return send(response, 405, {
        status: 405,
        code: 'method_not_allowed',
        reasons: [{ description: `${request.method} is not allowed on /messages.` }],
      })
    const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams))
    if (!parsed.success)
      return send(response, 400, {
        status: 400,
        code: 'invalid_query',
        reasons: [{ description: `query.to: ${parsed.error.issues[0]?.message}` }],
      })
    const to = parsed.data.to?.toLowerCase()
    send(response, 200, to ? messages.filter((m) => m.to.includes(to)) : messages)
  }
  const http = createServer((request, response) => {
    for (const [name, value] of Object.entries(corsFor(request))) response.setHeader(name, value)
    try {
      handle(request, response)
    } catch (error) {
      log('unexpected error', error)
      send(response, 500, {
        status: 500,
        code: 'internal',
        reasons: [{ description: 'Something went wrong on our side.' }],
      })
    }
  })

  const listenOn = (
    server: {
      listen: (port: number, host: string, cb: () => void) => unknown
      once: (e: 'error', cb: (error: Error) => void) => unknown
      address?: () => AddressInfo | string | null
    },
    port: number,
    host: string,
  ) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })

  return {
    messages: () => [...messages],
    /** Starts both servers; port 0 picks free ports. */
    async listen({ smtpPort = 1025, httpPort = 1080, host = '127.0.0.1' } = {}) {
      await listenOn(smtp.server, smtpPort, host)
      await listenOn(http, httpPort, host)
      const smtpBound = (smtp.server.address() as AddressInfo).port
      const httpBound = (http.address() as AddressInfo).port
      return { host, smtpPort: smtpBound, httpUrl: `http://${host}:${httpBound}` }
    },
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.closeAllConnections()
          http.close(() => resolve())
        }),
      ]).then(() => undefined),
  }
}
