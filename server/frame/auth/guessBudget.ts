import { ApiError } from '../../api/http/ApiError.ts'
import { ipLimitKey } from '../../api/http/ipLimitKey.ts'
import type { FrameDeps } from '../FrameDeps.ts'

/** A spent guess: give it back with `refundGuess` when the code was right. */
export type SpentGuess = { key: string; windowStart: Date }

/**
 * Spends one guess of `key`'s budget (`limit` per `guessWindowMs`) in one atomic upsert, before any
 * code is compared: parallel requests each take their own unit, and none passes the limit.
 * Requesting a new code does not refill it. Throws 429 with the wait when nothing is left.
 *
 * @example
 * const spent = await spendGuess(deps, `email:${email}`, deps.limits.addressGuesses, message)
 */
export async function spendGuess(
  deps: FrameDeps,
  key: string,
  limit: number,
  message: string,
): Promise<SpentGuess> {
  const now = deps.now()
  const windowOpen = new Date(now - deps.limits.guessWindowMs)
  const [row] = await deps.db.query<{ window_start: Date }>(
    `insert into frame_code_budgets as b (key, window_start, spent) values ($1, $2, 1)
     on conflict (key) do update set
       window_start = case when b.window_start <= $3 then excluded.window_start else b.window_start end,
       spent = case when b.window_start <= $3 then 1 else b.spent + 1 end
     where b.window_start <= $3 or b.spent < $4
     returning window_start`,
    [key, new Date(now), windowOpen, limit],
  )
  if (row) return { key, windowStart: new Date(row.window_start) }
  const [full] = await deps.db.query<{ window_start: Date }>(
    'select window_start from frame_code_budgets where key = $1',
    [key],
  )
  const wait = full ? new Date(full.window_start).getTime() + deps.limits.guessWindowMs - now : 0
  const seconds = Math.max(1, Math.ceil(wait / 1000))
  throw new ApiError(429, 'code_budget', message, { 'retry-after': String(seconds) })
}

/** A right code costs nothing: the budgets count wrong codes. */
export async function refundGuess(deps: FrameDeps, spent: SpentGuess) {
  await deps.db.query(
    'update frame_code_budgets set spent = spent - 1 where key = $1 and window_start = $2 and spent > 0',
    [spent.key, spent.windowStart],
  )
}

/**
 * The budget key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, which
 * one subscriber usually holds whole (`ipLimitKey`, as every per-IP limit counts).
 *
 * @example
 * ipBudgetKey('2001:db8::1') // 'ip:2001:db8:0:0::/64'
 */
export function ipBudgetKey(ip: string) {
  return `ip:${ipLimitKey(ip)}`
}
