import {
  createSessionRequestSchema,
  createSessionResponseSchema,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
  sessionNonceSchema,
  sessionParamsSchema,
  sessionSchema,
  verifySessionRequestSchema,
} from '@keyport/siwx/schemas'
import { ApiError } from '../http/ApiError.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'
import { createSession } from '../sessions/createSession.ts'
import { createSessionStore } from '../sessions/createSessionStore.ts'
import { issueNonce } from '../sessions/issueNonce.ts'
import { revokeSession } from '../sessions/revokeSession.ts'
import { verifySessionToken } from '../sessions/verifySessionToken.ts'

/**
 * Sign-in with a wallet (SIWX): a one-time nonce, the sign-in that opens a session and answers
 * its token, the check a host app's backend makes with that token, and the session endpoints of
 * spec section 7.
 */
export const sessionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/sessions/nonce',
    summary: 'A one-time nonce for the next sign-in message (valid 10 minutes)',
    response: sessionNonceSchema,
    handler: ({ projectId }, deps) => issueNonce(deps, projectId),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/sessions/verify',
    summary: "A host backend's check of a session token: the session, or 401 with the reason",
    body: verifySessionRequestSchema,
    response: sessionSchema,
    handler: ({ body, projectId }, deps) =>
      verifySessionToken(deps, { projectId, token: body.token }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/sessions',
    summary:
      'Open a session from a signed EIP-4361 (SIWE) or Sign-In With Solana (CAIP-122) message; answers its token once',
    body: createSessionRequestSchema,
    response: createSessionResponseSchema,
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
    summary:
      "Revoke a session with its token, or with its address's signature of 'Revoke session <id>'",
    params: sessionParamsSchema,
    body: revokeSessionRequestSchema,
    response: revokeSessionResponseSchema,
    handler: ({ params, body, projectId }, deps) =>
      revokeSession(deps, { projectId, id: params.id, request: body }),
  }),
]
