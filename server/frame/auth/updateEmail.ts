import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { armCode, checkCode, claimCooldown, sendCode } from './oneTimeCodes.ts'
import { newId } from './secrets.ts'
import type { SessionUser } from './sessions.ts'

type Change = {
  id: string
  user_id: string
  new_email: string
  primary_code_id: string
  secondary_code_id: string
  primary_verified_at: Date | null
  done_at: Date | null
}

async function insertCode(
  deps: FrameDeps,
  purpose: string,
  email: string,
  userId: string,
  deviceId: string,
) {
  const id = newId()
  await deps.db.query(
    'insert into frame_email_codes (id, purpose, email, device_id, user_id, created_at) values ($1, $2, $3, $4, $5, $6)',
    [id, purpose, email, deviceId, userId, new Date(deps.now())],
  )
  return id
}

/**
 * An address another account uses gets a notice instead of a code. Its code row exists all the
 * same (with a code nobody is told), so the caller's answers never show the address is taken.
 */
async function sendSecondary(deps: FrameDeps, id: string, email: string) {
  const [taken] = await deps.db.query('select 1 from frame_users where email = $1', [email])
  if (!taken) return sendCode(deps, { id, email }, 'Confirm your new email')
  await armCode(deps, id)
  await deps.mailer.send(
    email,
    'Confirm your new email',
    'Someone asked to add this address to a Keyport account, but it already belongs to another Keyport account, so it cannot be added. Nothing was changed. If this was not you, ignore this email.',
  )
}

/**
 * Spec "update email": a code to the current address (VERIFY_PRIMARY_OTP) and one to the new
 * address; an account without an email starts at the new one (VERIFY_SECONDARY_OTP). The answer
 * is the same whether or not another account uses the new address.
 */
export async function startEmailChange(
  deps: FrameDeps,
  user: SessionUser,
  deviceId: string,
  email: string,
) {
  if (email === user.email)
    throw new ApiError(400, 'email_unchanged', 'This is already your email.')
  await claimCooldown(deps, email)
  const primary = user.email
    ? await insertCode(deps, 'update_primary', user.email, user.id, deviceId)
    : ''
  const secondary = await insertCode(deps, 'update_secondary', email, user.id, deviceId)
  const id = newId()
  await deps.db.query(
    'insert into frame_email_changes (id, user_id, new_email, primary_code_id, secondary_code_id, primary_verified_at, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      id,
      user.id,
      email,
      primary,
      secondary,
      user.email ? null : new Date(deps.now()),
      new Date(deps.now()),
    ],
  )
  if (user.email)
    await sendCode(deps, { id: primary, email: user.email }, 'Confirm your email change')
  await sendSecondary(deps, secondary, email)
  return {
    changeId: id,
    action: user.email ? ('VERIFY_PRIMARY_OTP' as const) : ('VERIFY_SECONDARY_OTP' as const),
  }
}

async function findChange(deps: FrameDeps, userId: string, changeId: string) {
  const [change] = await deps.db.query<Change>(
    'select * from frame_email_changes where id = $1 and user_id = $2',
    [changeId, userId],
  )
  if (!change || change.done_at)
    throw new ApiError(404, 'change_not_found', 'This email change has ended. Start again.')
  return change
}

/** One code of an email change, as the route passes it. */
export type EmailChangeCode = { userId: string; changeId: string; otp: string; ip: string }

/** The code sent to the current address. */
export async function verifyPrimary(
  deps: FrameDeps,
  { userId, changeId, otp, ip }: EmailChangeCode,
) {
  const change = await findChange(deps, userId, changeId)
  if (!change.primary_verified_at) {
    await checkCode(deps, change.primary_code_id, otp, ip)
    await deps.db.query('update frame_email_changes set primary_verified_at = $2 where id = $1', [
      change.id,
      new Date(deps.now()),
    ])
  }
  return { ok: true as const }
}

/** The code sent to the new address: the account's email changes (one owner per address). */
export async function verifySecondary(
  deps: FrameDeps,
  { userId, changeId, otp, ip }: EmailChangeCode,
) {
  const change = await findChange(deps, userId, changeId)
  if (!change.primary_verified_at)
    throw new ApiError(400, 'primary_first', 'Confirm the code sent to your current email first.')
  await checkCode(deps, change.secondary_code_id, otp, ip)
  // Only the mailbox's owner gets here (with the code), so this answer reveals nothing new.
  const updated = await deps.db.query(
    'update frame_users set email = $2 where id = $1 and not exists (select 1 from frame_users where email = $2) returning id',
    [userId, change.new_email],
  )
  if (updated.length === 0)
    throw new ApiError(409, 'email_taken', 'Another account uses this email.')
  await deps.db.query('update frame_email_changes set done_at = $2 where id = $1', [
    change.id,
    new Date(deps.now()),
  ])
  return { newEmail: change.new_email }
}
