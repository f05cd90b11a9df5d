import type { CaipNetworkId } from '../message/SiwxMessageData.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import { sameAccount } from './sameAccount.ts'

/**
 * Whether a session is `address`'s (EVM addresses compare case-insensitively, as EIP-55 only
 * changes case; Solana's exactly), on `chainId` when one is given, whatever its validity.
 *
 * @example
 * sessions.filter((session) => sessionBelongsTo(session, { address }))
 */
export function sessionBelongsTo(
  session: SiwxSession,
  { address, chainId }: { address: string; chainId?: CaipNetworkId },
): boolean {
  return (
    sameAccount(session.data.accountAddress, address) &&
    (chainId === undefined || session.data.chainId === chainId)
  )
}
