import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import { isDelivered, type MailboxEntry } from './StoredMessage.ts'

export type PlanMailboxAppendReturnType = {
  /** Entries to drop before the new one goes in: expired ones, then the oldest delivered ones. */
  drop: MailboxEntry[]
}

/**
 * Decides what a topic's mailbox drops to take one more message: everything expired, then the
 * oldest delivered messages while it is full. A mailbox full of undelivered messages refuses
 * the message, so a silent peer cannot make the relay grow without bound.
 *
 * @example
 * const { drop } = planMailboxAppend(entries, Date.now(), 100)
 */
export function planMailboxAppend(
  entries: readonly MailboxEntry[],
  now: number,
  maxLength: number,
): PlanMailboxAppendReturnType {
  const drop = entries.filter((entry) => entry.expiresAt <= now)
  const live = entries.filter((entry) => entry.expiresAt > now)
  const delivered = live.filter(isDelivered)
  let length = live.length
  while (length >= maxLength && delivered.length > 0) {
    drop.push(delivered.shift()!)
    length--
  }
  if (length >= maxLength)
    throw new RelayRpcError(
      relayErrorCodes.limit,
      `Mailbox full: this topic already holds ${maxLength} undelivered messages. Wait until the peer reads them.`,
    )
  return { drop }
}
