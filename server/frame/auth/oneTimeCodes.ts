import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import { ipBudgetKey, refundGuess, spendGuess } from './guessBudget.ts'
import { hmacMatches, hmacOf, newCode } from './secrets.ts'

/** One row of `frame_email_codes`. */
export type CodeRow = {
  id: string
  purpose: string
  email: string
  device_id: string
  user_id: string | null
  code_hmac: string | null
  attempts: number
  expires_at: Date | null
  device_link_hmac: string | null
  device_approved_at: Date | null
  used_at: Date | null
  created_at: Date
  /** The device key a login was started with (login rows only). */
  device_public_key: string | null
}

export const time = (value: Date | string | null) => (value ? new Date(value).getTime() : 0)

/**
 * Spec section 5: at most one login email per 30 s per address, else 429 with the spec's text.
 * One conditional upsert claims the slot, so parallel requests send one email, not several.
 */
export async function claimCooldown(deps: FrameDeps, email: string) {
  const now = deps.now()
  const claimed = await deps.db.query(
    `insert into frame_email_cooldowns as c (email, sent_at) values ($1, $2)
     on conflict (email) do update set sent_at = excluded.sent_at where c.sent_at <= $3
     returning email`,
    [email, new Date(now), new Date(now - deps.limits.cooldownMs)],
  )
  if (claimed.length > 0) return
  const [last] = await deps.db.query<{ sent_at: Date }>(
    'select sent_at from frame_email_cooldowns where email = $1',
    [email],
  )
  const wait = time(last?.sent_at ?? null) + deps.limits.cooldownMs - now
  const seconds = Math.max(1, Math.ceil(wait / 1000))
  throw new ApiError(429, 'email_cooldown', `Please try again after ${seconds} seconds`, {
    'retry-after': String(seconds),
  })
}

/** Gives a row its code, once (a row that has one keeps it): the code, or null when it had one. */
export async function armCode(deps: FrameDeps, id: string) {
  const code = newCode()
  const now = deps.now()
  const armed = await deps.db.query(
    'update frame_email_codes set code_hmac = $2, attempts = 0, sent_at = $3, expires_at = $4 where id = $1 and code_hmac is null returning id',
    [
      id,
      hmacOf(deps.secret, `${id}:${code}`),
      new Date(now),
      new Date(now + deps.limits.codeTtlMs),
    ],
  )
  return armed.length > 0 ? code : null
}

/** Gives a row its code and emails it; a row that already has a code sends nothing again. */
export async function sendCode(
  deps: FrameDeps,
  row: { id: string; email: string },
  subject: string,
) {
  const code = await armCode(deps, row.id)
  if (!code) return
  const minutes = Math.round(deps.limits.codeTtlMs / 60_000)
  await deps.mailer.send(
    row.email,
    subject,
    `Your Keyport code is ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
  )
}

const tooMany = () =>
  new ApiError(429, 'code_attempts', 'Too many wrong codes. Request a new code.')

/**
 * Checks a code. Each try is spent before the compare: one `UPDATE … RETURNING` takes a try only
 * while the code is under its limit, then the address's and the client's budgets (across codes)
 * each give one unit. A right code gives the budget units back and is used once.
 */
export async function checkCode(deps: FrameDeps, codeId: string, otp: string, ip: string) {
  const [row] = await deps.db.query<CodeRow>(
    'update frame_email_codes set attempts = attempts + 1 where id = $1 and used_at is null and attempts < $2 returning *',
    [codeId, deps.limits.maxAttempts],
  )
  if (!row) {
    const [dead] = await deps.db.query<CodeRow>(
      'select used_at from frame_email_codes where id = $1',
      [codeId],
    )
    if (!dead || dead.used_at) throw new ApiError(400, 'code_missing', 'Request a new code first.')
    throw tooMany()
  }
  // A row waiting for its device approval expires as a code would: the answers never tell it apart.
  const expiresAt = row.code_hmac
    ? time(row.expires_at)
    : time(row.created_at) + deps.limits.codeTtlMs
  if (expiresAt < deps.now())
    throw new ApiError(400, 'code_expired', 'This code has expired. Request a new code.')
  const spent = [
    await spendGuess(
      deps,
      `email:${row.email}`,
      deps.limits.addressGuesses,
      'Too many wrong codes for this address. Try again later.',
    ),
    await spendGuess(
      deps,
      ipBudgetKey(ip),
      deps.limits.ipGuesses,
      'Too many wrong codes from your network. Try again later.',
    ),
  ]
  // A row still waiting for its device approval has no code: any guess is simply wrong.
  if (!row.code_hmac || !hmacMatches(deps.secret, `${row.id}:${otp}`, row.code_hmac)) {
    if (row.attempts >= deps.limits.maxAttempts) throw tooMany()
    throw new ApiError(400, 'code_invalid', 'Invalid code')
  }
  for (const unit of spent) await refundGuess(deps, unit)
  // The conditional update makes a code work once, even when two requests race.
  const used = await deps.db.query(
    'update frame_email_codes set used_at = $2 where id = $1 and used_at is null returning id',
    [row.id, new Date(deps.now())],
  )
  if (used.length === 0) throw new ApiError(400, 'code_missing', 'Request a new code first.')
  return row
}
