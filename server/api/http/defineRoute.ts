import type * as z from 'zod'
import type { ApiDeps } from '../ApiDeps.ts'

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

type RouteRequest<P, Q, B> = {
  params: P
  query: Q
  body: B
  /** The caller's project id; '' on routes with `auth: 'none'`. */
  projectId: string
  ip: string
  /** 'http://<Host header>' the caller reached us on, for links back to this API (HTML pages). */
  origin?: string
}

export type RouteDefinition<P = unknown, Q = unknown, B = unknown, R = unknown> = {
  method: HttpMethod
  /** Path with `:name` segments, e.g. '/v1/account/:address/balance'. */
  path: string
  summary: string
  /**
   * 'project' (default) requires a known `projectId` in the query; 'secret' also the project's
   * secret key as `Authorization: Bearer <key>` (reads of what the project's pages sent).
   */
  auth?: 'project' | 'secret' | 'none'
  params?: z.ZodType<P>
  query?: z.ZodType<Q>
  body?: z.ZodType<B>
  /** Every answer is validated against it before it leaves; a mismatch is our bug, logged. */
  response: z.ZodType<R>
  /** 'html' sends the handler's string as a text/html page; errors stay JSON. @default 'json' */
  respond?: 'json' | 'html'
  /** 'form' reads an HTML form's urlencoded body into an object of strings. @default 'json' */
  accepts?: 'json' | 'form'
  /**
   * false: no rate limit (the liveness probe a load balancer sends every second from one address;
   * it asks nothing but the process). @default true
   */
  rateLimited?: boolean
  /** Answers are cached per project-independent URL for this long (spec: balances 30 s, names 5 min). */
  cacheTtlMs?: number
  /** Headers added to a successful JSON answer (e.g. `cache-control`). @default none */
  headers?: (request: RouteRequest<P, Q, B>) => Record<string, string>
  /** What a cached answer is about (`identity:0xabc…`), so a write elsewhere can drop it. @default none */
  cacheTags?: (request: RouteRequest<P, Q, B>) => readonly string[]
  /**
   * After a successful answer, every cached answer with one of these tags is dropped, in this
   * process and (with Redis) in every instance. @default none
   */
  invalidates?: (request: RouteRequest<P, Q, B>) => readonly string[]
  handler: (request: RouteRequest<P, Q, B>, deps: ApiDeps) => Promise<R> | R
}

/**
 * Declares a data-API route: its path, zod schemas for params, query, body and response, and
 * the handler. Bad input is answered 400 with the zod issue as the first reason.
 *
 * @example
 * export const healthRoute = defineRoute({
 *   method: 'GET', path: '/health', summary: 'Liveness', auth: 'none',
 *   response: z.object({ ok: z.literal(true) }), handler: () => ({ ok: true as const }),
 * })
 */
export function defineRoute<P, Q, B, R>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition<P, Q, B, R> {
  return route
}

// biome-ignore lint/suspicious/noExplicitAny: a route list holds routes of every shape
export type AnyRoute = RouteDefinition<any, any, any, any>
