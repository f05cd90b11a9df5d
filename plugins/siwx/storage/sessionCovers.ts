import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import { sessionBelongsTo } from './sessionBelongsTo.ts'

/**
 * Whether a session signs in `address` on `chainId` at `now`: it is that account's, on that
 * chain, and inside its validity window.
 *
 * @example
 * sessionCovers(session, { address, chainId: 'eip155:1', now: Date.now() })
 */
export function sessionCovers(
  session: SiwxSession,
  { address, chainId, now }: { address: string; chainId: CaipNetworkId; now: number },
): boolean {
  const { expirationTime, notBefore } = session.data
  if (!sessionBelongsTo(session, { address, chainId })) return false
  if (expirationTime && Date.parse(expirationTime) <= now) return false
  if (notBefore && Date.parse(notBefore) > now) return false
  return true
}
