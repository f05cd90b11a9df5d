import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'

/**
 * Whether a session is `address`'s (addresses compare case-insensitively, as EIP-55 only changes
 * case), on `chainId` when one is given, whatever its validity.
 *
 * @example
 * sessions.filter((session) => sessionBelongsTo(session, { address }))
 */
export function sessionBelongsTo(
  session: SiwxSession,
  { address, chainId }: { address: string; chainId?: CaipNetworkId },
): boolean {
  return (
    session.data.accountAddress.toLowerCase() === address.toLowerCase() &&
    (chainId === undefined || session.data.chainId === chainId)
  )
}
