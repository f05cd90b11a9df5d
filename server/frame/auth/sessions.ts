import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { hmacOf, newToken } from './secrets.ts'

/** The user a session belongs to, as the frame needs it. */
export type SessionUser = {
  id: string
  email: string | null
  userName: string | null
  provider: string
}

type Deps = Pick<FrameDeps, 'secret' | 'now' | 'limits'> & { db: Pick<FrameDeps['db'], 'query'> }

/** Opens a session; only the token's HMAC is stored. */
export async function createSession(
  deps: Deps,
  userId: string,
  deviceId: string,
  provider: string,
) {
  const token = newToken()
  const now = deps.now()
  await deps.db.query(
    'insert into frame_sessions (token_hmac, user_id, device_id, provider, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [
      hmacOf(deps.secret, token),
      userId,
      deviceId,
      provider,
      new Date(now),
      new Date(now + deps.limits.sessionTtlMs),
    ],
  )
  return { token, user: await userOf(deps, userId, provider) }
}

async function userOf(deps: Deps, userId: string, provider: string): Promise<SessionUser> {
  const [row] = await deps.db.query<{ id: string; email: string | null; user_name: string | null }>(
    'select id, email, user_name from frame_users where id = $1',
    [userId],
  )
  return { id: userId, email: row?.email ?? null, userName: row?.user_name ?? null, provider }
}

/** The session's user, or 401 when the token is unknown, expired or signed out. */
export async function readSession(deps: Deps, token: string) {
  const [row] = await deps.db.query<{
    user_id: string
    device_id: string
    provider: string
    expires_at: Date
    revoked_at: Date | null
  }>(
    'select user_id, device_id, provider, expires_at, revoked_at from frame_sessions where token_hmac = $1',
    [hmacOf(deps.secret, token)],
  )
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() < deps.now())
    throw new ApiError(401, 'session_invalid', 'Your session has ended. Log in again.')
  return { deviceId: row.device_id, user: await userOf(deps, row.user_id, row.provider) }
}

/** Spec "sign out": the token stops working at once. */
export async function signOut(deps: Deps, token: string) {
  await deps.db.query(
    'update frame_sessions set revoked_at = $2 where token_hmac = $1 and revoked_at is null',
    [hmacOf(deps.secret, token), new Date(deps.now())],
  )
  return { ok: true as const }
}
