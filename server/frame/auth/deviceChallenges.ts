import { ApiError } from '../../api/http/ApiError.ts'
import type { FrameDeps } from '../FrameDeps.ts'
import type { DevicePurpose } from './deviceMessage.ts'
import { hmacOf, newToken } from './secrets.ts'

/** How long a challenge may be signed and used. */
const challengeTtlMs = 60_000

type Deps = Pick<FrameDeps, 'db' | 'secret' | 'now'>

/** A fresh single-use challenge for one session and one purpose; only its HMAC is stored. */
export async function issueChallenge(deps: Deps, token: string, purpose: DevicePurpose) {
  const challenge = newToken()
  const now = deps.now()
  await deps.db.query('delete from frame_device_challenges where expires_at < $1', [new Date(now)])
  await deps.db.query(
    'insert into frame_device_challenges (challenge_hmac, token_hmac, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [
      hmacOf(deps.secret, challenge),
      hmacOf(deps.secret, token),
      purpose,
      new Date(now),
      new Date(now + challengeTtlMs),
    ],
  )
  return { challenge }
}

/**
 * Spends a challenge in one statement, so two requests cannot both use it; a used, expired,
 * unknown or other session's challenge is a 403.
 */
export async function consumeChallenge(
  deps: Deps,
  token: string,
  purpose: DevicePurpose,
  challenge: string,
) {
  const now = new Date(deps.now())
  const rows = await deps.db.query(
    'update frame_device_challenges set used_at = $4 where challenge_hmac = $1 and token_hmac = $2 and purpose = $3 and used_at is null and expires_at > $4 returning challenge_hmac',
    [hmacOf(deps.secret, challenge), hmacOf(deps.secret, token), purpose, now],
  )
  if (rows.length === 0)
    throw new ApiError(
      403,
      'challenge_invalid',
      'This request was already used or has expired. Try again.',
    )
}
