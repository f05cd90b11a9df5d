import {
  createSessionRequestSchema,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
  sessionParamsSchema,
  sessionSchema,
} from '@keyport/siwx/schemas'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { createSession } from '../sessions/createSession.ts'
import { createSessionStore } from '../sessions/createSessionStore.ts'
import { revokeSession } from '../sessions/revokeSession.ts'

/** The session endpoints of spec section 7, plus the sign-in that creates a session. */
export const sessionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/sessions',
    summary: 'Open a session from a signed EIP-4361 (SIWE) message',
    body: createSessionRequestSchema,
    response: sessionSchema,
    handler: ({ body, projectId }, deps) => createSession(deps, { projectId, request: body }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/sessions/:id',
    summary: 'A session: its address, chain, times and whether it is revoked',
    params: sessionParamsSchema,
    response: sessionSchema,
    handler: async ({ params, projectId }, deps) => {
      const session = await createSessionStore(deps.db).find(projectId, params.id)
      if (!session)
        throw new ApiError(404, 'session_not_found', `No session ${params.id} in this project.`)
      return session
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/sessions/:id/revoke',
    summary: "Revoke a session with its address's signature of 'Revoke session <id>'",
    params: sessionParamsSchema,
    body: revokeSessionRequestSchema,
    response: revokeSessionResponseSchema,
    handler: ({ params, body, projectId }, deps) =>
      revokeSession(deps, { projectId, id: params.id, request: body }),
  }),
]
