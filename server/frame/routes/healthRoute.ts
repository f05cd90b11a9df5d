import * as z from 'zod'
import { defineRoute } from '../../api/http/defineRoute.ts'

/** Liveness of the frame site and auth service. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness',
  auth: 'none',
  // A load balancer asks every second from one address: never refused by the rate limit.
  rateLimited: false,
  response: z.object({ ok: z.literal(true), database: z.string() }),
  handler: (_request, deps) => ({ ok: true as const, database: deps.db.kind }),
})
