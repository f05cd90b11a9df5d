import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import { isDelivered, type MailboxEntry, storedBytes } from './StoredMessage.ts'

export type PlanMailboxAppendReturnType = {
  /** Entries to drop before the new one goes in: expired ones, then the oldest delivered ones. */
  drop: MailboxEntry[]
}

/**
 * Decides what a topic's mailbox drops to take one more message of `incomingBytes`: everything
 * expired, then the oldest delivered messages while it is full by count or by bytes. A mailbox
 * full of undelivered messages refuses the message, naming the limit, so a silent peer cannot
 * make the relay grow without bound.
 *
 * @example
 * const { drop } = planMailboxAppend(entries, Date.now(), defaultRelayLimits, 1_024)
 */
export function planMailboxAppend(
  entries: readonly MailboxEntry[],
  now: number,
  limits: Pick<RelayLimits, 'maxMailboxLength' | 'maxTopicBytes'>,
  incomingBytes: number,
): PlanMailboxAppendReturnType {
  const drop = entries.filter((entry) => entry.expiresAt <= now)
  const live = entries.filter((entry) => entry.expiresAt > now)
  const delivered = live.filter(isDelivered)
  let length = live.length
  let bytes = live.reduce((sum, entry) => sum + storedBytes(entry), 0)
  const full = () =>
    length >= limits.maxMailboxLength || bytes + incomingBytes > limits.maxTopicBytes
  while (full() && delivered.length > 0) {
    const oldest = delivered.shift()!
    drop.push(oldest)
    length--
    bytes -= storedBytes(oldest)
  }
  if (length >= limits.maxMailboxLength)
    throw new RelayRpcError(
      relayErrorCodes.limit,
      `Mailbox full: this topic already holds ${limits.maxMailboxLength} undelivered messages (maxMailboxLength). Wait until the peer reads them.`,
    )
  if (bytes + incomingBytes > limits.maxTopicBytes)
    throw new RelayRpcError(
      relayErrorCodes.limit,
      `Mailbox full: this topic holds ${bytes} bytes of undelivered messages and this one adds ${incomingBytes}; the limit is ${limits.maxTopicBytes} bytes per topic (maxTopicBytes). Wait until the peer reads them.`,
    )
  return { drop }
}
