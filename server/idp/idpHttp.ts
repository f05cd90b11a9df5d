import type { IncomingMessage, ServerResponse } from 'node:http'
import type * as z from 'zod'
import { ApiError } from '../api/http/ApiError.ts'
import { zodReasons } from '../api/http/zodReasons.ts'
import { escapeHtml } from '../api/onramp/escapeHtml.ts'
import { nonCanonicalPath, nonCanonicalPathBody, routedPath } from '../ops/canonicalPath.ts'

/** Headers every answer of the identity provider carries. */
export const baseHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

/**
 * The CSP of the dev pages: nothing loads from anywhere (no fonts, no scripts, no images), forms
 * post only here and, through the redirects that follow them, to `formTargets`.
 */
export function pageCsp(formTargets: readonly string[] = []) {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`
    .replace(/ +;/g, ';')
    .trim()
}

const style =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#141414}h1{font-size:1.5em}label{display:block;margin:12px 0 4px}input{font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #999;border-radius:6px}button{font:inherit;padding:10px 20px;margin:16px 8px 0 0;border:0;border-radius:8px;background:#3b5bdb;color:#fff;cursor:pointer}button.secondary{background:#e9ecef;color:#141414}button:focus-visible,input:focus-visible{outline:3px solid #111;outline-offset:2px}.error{color:#c92a2a}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}dd{margin:0;word-break:break-all}'

/** A whole dev page around `body` (HTML the caller escaped). */
export function renderPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`
}

/** Sends an HTML page under the dev pages' CSP. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  formTargets: readonly string[] = [],
) {
  response.writeHead(status, {
    ...baseHeaders,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': pageCsp(formTargets),
  })
  response.end(html)
}

/** Sends JSON; the stand-in relay is called cross-origin only by servers, so no CORS. */
export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    ...baseHeaders,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body))
}

/**
 * Refuses a request whose path is not canonical with 400 (`/./auth`, `//token`, `/%2e/…`: no
 * route sees another spelling of a path), answers `GET /health` (liveness) and `GET /ready`
 * (readiness: the IdP needs nothing else, so both say yes while the process answers); false for
 * any other request.
 *
 * @example
 * createServer((request, response) => answerProbe(request, response) || route(request, response))
 */
export function answerProbe(request: IncomingMessage, response: ServerResponse): boolean {
  const reason = nonCanonicalPath(request.url ?? '/')
  if (reason !== undefined) {
    sendJson(response, 400, nonCanonicalPathBody(reason))
    return true
  }
  if (request.method !== 'GET') return false
  const path = routedPath(request.url ?? '/')
  if (path === '/health') sendJson(response, 200, { ok: true })
  else if (path === '/ready') sendJson(response, 200, { ready: true })
  else return false
  return true
}

/** Parses `value` with `schema`, or throws a 400 naming the field. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, where: 'query' | 'body'): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ApiError(400, `invalid_${where}`, zodReasons(where, parsed.error))
  return parsed.data
}

/** The query of a request as an object of strings (the last value wins). */
export function queryOf(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', 'http://idp.local')
  return Object.fromEntries(url.searchParams)
}
