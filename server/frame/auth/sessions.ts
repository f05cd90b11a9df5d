import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { deviceMessage } from './deviceMessage.ts'
import { assertDeviceSignature, deviceKeyOf, sha256Hex } from './deviceSignatures.ts'
import type { LoginProof } from './loginProof.ts'
import { hmacOf, newToken } from './secrets.ts'

/** How long after the login proof the frame may bind the session to its device key. */
const bindWindowMs = 600_000

/** The user a session belongs to, as the frame needs it. */
export type SessionUser = {
  id: string
  email: string | null
  userName: string | null
  provider: string
}

type Deps = Pick<FrameDeps, 'secret' | 'now' | 'limits'> & { db: Pick<FrameDeps['db'], 'query'> }

/** What a login flow carries into the session it opens. */
export type LoginBinding = {
  /** The device key the flow was started with (P-256 SPKI, base64): the only key it can bind. */
  deviceKey: string
  /** Who logged in (`loginIdentity`); the frame seals its hash with a new wallet's share. */
  identity: string
  /** What the provider signed, for the custodian to check itself (social, Farcaster). */
  proof?: LoginProof
}

/**
 * Opens a session; only the token's HMAC is stored. It can later be bound only to the device key
 * its login flow was started with, so whoever finishes a flow someone else started gets a session
 * that releases nothing.
 */
export async function createSession(
  deps: Deps,
  userId: string,
  deviceId: string,
  provider: string,
  login: LoginBinding,
) {
  const token = newToken()
  const now = deps.now()
  await deps.db.query(
    'insert into frame_sessions (token_hmac, user_id, device_id, provider, created_at, expires_at, login_device_key, identity, login_proof) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      hmacOf(deps.secret, token),
      userId,
      deviceId,
      provider,
      new Date(now),
      new Date(now + deps.limits.sessionTtlMs),
      login.deviceKey,
      login.identity,
      login.proof ? JSON.stringify(login.proof) : null,
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

type SessionRow = {
  user_id: string
  device_id: string
  provider: string
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  device_public_key: string | null
  identity: string | null
  login_proof: string | null
}

async function liveSession(deps: Deps, token: string) {
  const [row] = await deps.db.query<SessionRow>(
    'select user_id, device_id, provider, created_at, expires_at, revoked_at, device_public_key, identity, login_proof from frame_sessions where token_hmac = $1',
    [hmacOf(deps.secret, token)],
  )
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() < deps.now())
    throw new ApiError(401, 'session_invalid', 'Your session has ended. Log in again.')
  return row
}

/** The session's user, or 401 when the token is unknown, expired or signed out. */
export async function readSession(deps: Deps, token: string) {
  const row = await liveSession(deps, token)
  return {
    deviceId: row.device_id,
    identity: row.identity,
    user: await userOf(deps, row.user_id, row.provider),
  }
}

/**
 * The session's user and the device key it is bound to; 403 while it is bound to none. Only
 * what that key signs releases anything: the token alone is a handle.
 */
export async function readBoundSession(deps: Deps, token: string) {
  const row = await liveSession(deps, token)
  if (!row.device_public_key)
    throw new ApiError(
      403,
      'device_not_bound',
      'This session is not bound to a device. Log in again.',
    )
  return {
    userId: row.user_id,
    deviceId: row.device_id,
    devicePublicKey: row.device_public_key,
    loginProof: row.login_proof ? (JSON.parse(row.login_proof) as LoginProof) : undefined,
  }
}

/**
 * The session's user and device id, only once the session is bound to a device key (403
 * `device_not_bound` before): for what changes the account (its email), which a token that never
 * passed through the frame's device binding must not do.
 *
 * @example
 * const { user, deviceId } = await readBoundUser(deps, body.token)
 */
export async function readBoundUser(deps: Deps, token: string) {
  const { deviceId, userId } = await readBoundSession(deps, token)
  const { user } = await readSession(deps, token)
  if (user.id !== userId)
    throw new ApiError(401, 'session_invalid', 'Your session has ended. Log in again.')
  return { user, deviceId }
}

/**
 * Binds a fresh session to the frame's device key, once: the frame does it right after the
 * login proof, before the token ever reaches the host page. Only the key the login flow was
 * started with can be bound. Binding the same key again is a no-op (a reload); another key, or a
 * session older than the bind window, is refused.
 */
export async function bindDeviceKey(
  deps: Deps,
  token: string,
  devicePublicKey: string,
  signature: string,
) {
  const row = await liveSession(deps, token)
  const key = deviceKeyOf(devicePublicKey)
  assertDeviceSignature(key, deviceMessage('bind', sha256Hex(token)), signature)
  if (row.device_public_key === devicePublicKey) return { ok: true as const }
  const now = deps.now()
  const rows = await deps.db.query(
    'update frame_sessions set device_public_key = $2, bound_at = $3 where token_hmac = $1 and device_public_key is null and login_device_key = $2 and created_at > $4 returning token_hmac',
    [hmacOf(deps.secret, token), devicePublicKey, new Date(now), new Date(now - bindWindowMs)],
  )
  if (rows.length === 0)
    throw new ApiError(
      403,
      'device_bind_refused',
      'This session belongs to another device, or its login is too old to add one. Log in again.',
    )
  return { ok: true as const }
}

/** Spec "sign out": the token stops working at once. */
export async function signOut(deps: Deps, token: string) {
  await deps.db.query(
    'update frame_sessions set revoked_at = $2 where token_hmac = $1 and revoked_at is null',
    [hmacOf(deps.secret, token), new Date(deps.now())],
  )
  return { ok: true as const }
}
