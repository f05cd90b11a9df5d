import type { SiwxSession } from '../SiwxSession.ts'

/**
 * Whether a session has not expired at `now` (a session not yet valid is still kept).
 *
 * @example
 * sessions.filter((session) => sessionLive(session, clock.now()))
 */
export function sessionLive(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  return !expirationTime || Date.parse(expirationTime) > now
}
