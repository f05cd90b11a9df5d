import type { Session } from '@keyport/siwx/schemas'
import type { ApiDeps } from '../ApiDeps.ts'
import { ApiError } from '../http/ApiError.ts'
import { createSessionStore } from './createSessionStore.ts'
import { sessionSecretMatches, splitSessionToken } from './sessionToken.ts'

/**
 * The session a bearer token stands for, when the token is genuine and the session neither
 * revoked nor expired; otherwise a 401 saying which. Used by `POST /v1/sessions/verify` (a host
 * app's backend checking its user) and by revoke-by-token.
 *
 * @example
 * const session = await verifySessionToken(deps, { projectId, token, allowEnded: false })
 */
export async function verifySessionToken(
  deps: ApiDeps,
  {
    projectId,
    token,
    allowEnded = false,
  }: {
    projectId: string
    token: string
    /** Accept a revoked or expired session (revoking twice is harmless). @default false */
    allowEnded?: boolean
  },
): Promise<Session> {
  const { sessionId, secret } = splitSessionToken(token)
  const found = await createSessionStore(deps.db).findWithTokenHash(projectId, sessionId)
  if (!found || !sessionSecretMatches(found.tokenHash, secret))
    throw new ApiError(
      401,
      'session_token_invalid',
      'The session token is not valid for this project. Sign in again.',
    )
  const { session } = found
  if (allowEnded) return session
  if (session.revoked)
    throw new ApiError(401, 'session_revoked', 'The session was signed out. Sign in again.')
  if (Date.parse(session.expiresAt) <= deps.now())
    throw new ApiError(
      401,
      'session_expired',
      `The session expired at ${session.expiresAt}. Sign in again.`,
    )
  return session
}
