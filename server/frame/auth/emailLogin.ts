import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { hmacMatches, hmacOf, newCode, newId, newToken } from './secrets.ts'
import { createSession, type SessionUser } from './sessions.ts'

type CodeRow = {
  id: string
  purpose: string
  email: string
  device_id: string
  user_id: string | null
  code_hmac: string | null
  attempts: number
  expires_at: Date | null
  device_approved_at: Date | null
  used_at: Date | null
}

const time = (value: Date | string | null) => (value ? new Date(value).getTime() : 0)

/** Spec section 5: at most one login email per 30 s per address; else 429 with the spec's text. */
export async function assertCooldown(deps: FrameDeps, email: string) {
  const [last] = await deps.db.query<{ sent_at: Date }>(
    'select max(sent_at) as sent_at from frame_email_codes where email = $1',
    [email],
  )
  const wait = time(last?.sent_at ?? null) + deps.limits.cooldownMs - deps.now()
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw new ApiError(429, 'email_cooldown', `Please try again after ${seconds} seconds`, {
      'retry-after': String(seconds),
    })
  }
}

/** Creates a code for a row and emails it. */
export async function sendCode(
  deps: FrameDeps,
  row: { id: string; email: string },
  subject: string,
) {
  const code = newCode()
  const now = deps.now()
  await deps.db.query(
    'update frame_email_codes set code_hmac = $2, attempts = 0, sent_at = $3, expires_at = $4 where id = $1',
    [
      row.id,
      hmacOf(deps.secret, `${row.id}:${code}`),
      new Date(now),
      new Date(now + deps.limits.codeTtlMs),
    ],
  )
  const minutes = Math.round(deps.limits.codeTtlMs / 60_000)
  await deps.mailer.send(
    row.email,
    subject,
    `Your Keyport code is ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
  )
}

/**
 * Spec section 7 "connect email": a known address on a device it never used gets a device
 * approval link (VERIFY_DEVICE); any other gets a one-time code (VERIFY_OTP).
 */
export async function startEmailLogin(deps: FrameDeps, email: string, deviceId: string) {
  await assertCooldown(deps, email)
  const [user] = await deps.db.query<{ id: string }>(
    'select id from frame_users where email = $1',
    [email],
  )
  const known = user
    ? (
        await deps.db.query('select 1 from frame_devices where user_id = $1 and device_id = $2', [
          user.id,
          deviceId,
        ])
      ).length > 0
    : false
  const id = newId()
  const now = deps.now()
  await deps.db.query(
    'insert into frame_email_codes (id, purpose, email, device_id, user_id, created_at) values ($1, $2, $3, $4, $5, $6)',
    [id, 'login', email, deviceId, user?.id ?? null, new Date(now)],
  )
  if (user && !known) {
    const link = newToken()
    await deps.db.query(
      'update frame_email_codes set device_link_hmac = $2, sent_at = $3, expires_at = $4 where id = $1',
      [id, hmacOf(deps.secret, link), new Date(now), new Date(now + deps.limits.deviceLinkTtlMs)],
    )
    await deps.mailer.send(
      email,
      'Approve your new device',
      `Someone is signing in to your Keyport wallet from a new device.\n\nApprove it: ${deps.publicUrl}/device/approve?token=${link}\n\nIf this was not you, ignore this email: nothing happens without your approval.`,
    )
    return { loginId: id, action: 'VERIFY_DEVICE' as const }
  }
  await sendCode(deps, { id, email }, 'Your Keyport login code')
  return { loginId: id, action: 'VERIFY_OTP' as const }
}

async function findLogin(deps: FrameDeps, loginId: string, deviceId: string) {
  const [row] = await deps.db.query<CodeRow>(
    "select * from frame_email_codes where id = $1 and device_id = $2 and purpose = 'login'",
    [loginId, deviceId],
  )
  if (!row || row.used_at)
    throw new ApiError(404, 'login_not_found', 'This login has ended. Enter your email again.')
  return row
}

/** Spec "connect device": true once the link was approved, and then the code is on its way. */
export async function pollDeviceApproval(deps: FrameDeps, loginId: string, deviceId: string) {
  const row = await findLogin(deps, loginId, deviceId)
  if (!row.device_approved_at) return { approved: false }
  if (!row.code_hmac) await sendCode(deps, row, 'Your Keyport login code')
  return { approved: true }
}

/** The emailed link's page posts here: the device may log in once it gives the code. */
export async function approveDevice(deps: FrameDeps, link: string) {
  const [row] = await deps.db.query<CodeRow>(
    'select * from frame_email_codes where device_link_hmac = $1',
    [hmacOf(deps.secret, link)],
  )
  if (!row || row.used_at || time(row.expires_at) < deps.now())
    throw new ApiError(
      410,
      'device_link_expired',
      'This approval link has expired or was used. Sign in again to get a new one.',
    )
  if (!row.device_approved_at)
    await deps.db.query('update frame_email_codes set device_approved_at = $2 where id = $1', [
      row.id,
      new Date(deps.now()),
    ])
  return { email: row.email }
}

/** Checks a code for a row: expiry, wrong-attempt limit, constant-time match. */
export async function checkCode(deps: FrameDeps, row: CodeRow, otp: string) {
  if (!row.code_hmac || row.used_at)
    throw new ApiError(400, 'code_missing', 'Request a new code first.')
  if (time(row.expires_at) < deps.now())
    throw new ApiError(400, 'code_expired', 'This code has expired. Request a new code.')
  if (row.attempts >= deps.limits.maxAttempts)
    throw new ApiError(429, 'code_attempts', 'Too many wrong codes. Request a new code.')
  if (!hmacMatches(deps.secret, `${row.id}:${otp}`, row.code_hmac)) {
    const [{ attempts } = { attempts: 0 }] = await deps.db.query<{ attempts: number }>(
      'update frame_email_codes set attempts = attempts + 1 where id = $1 returning attempts',
      [row.id],
    )
    if (attempts >= deps.limits.maxAttempts)
      throw new ApiError(429, 'code_attempts', 'Too many wrong codes. Request a new code.')
    throw new ApiError(400, 'code_invalid', 'Invalid code')
  }
  // The conditional update makes a code work once, even when two requests race.
  const used = await deps.db.query(
    'update frame_email_codes set used_at = $2 where id = $1 and used_at is null returning id',
    [row.id, new Date(deps.now())],
  )
  if (used.length === 0) throw new ApiError(400, 'code_missing', 'Request a new code first.')
}

/** Spec "connect otp": the right code logs the device in (a new address becomes a user). */
export async function verifyEmailLogin(
  deps: FrameDeps,
  loginId: string,
  deviceId: string,
  otp: string,
): Promise<{ token: string; user: SessionUser }> {
  const row = await findLogin(deps, loginId, deviceId)
  await checkCode(deps, row, otp)
  const now = new Date(deps.now())
  return deps.db.transaction(async (tx) => {
    await tx.query(
      'insert into frame_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
      [newId(), row.email, now],
    )
    const [user] = await tx.query<{ id: string }>('select id from frame_users where email = $1', [
      row.email,
    ])
    await tx.query(
      'insert into frame_devices (user_id, device_id, approved_at) values ($1, $2, $3) on conflict do nothing',
      [user!.id, deviceId, now],
    )
    return createSession({ ...deps, db: tx }, user!.id, deviceId, 'email')
  })
}
