import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import type { MailboxEntry, StoredMessage } from './StoredMessage.ts'

export type CreateMemoryBrokerParameters = {
  limits: Pick<RelayLimits, 'maxMailboxLength' | 'maxStoredMessages'>
  /** @default Date.now */
  now?: () => number
  /** How often expired messages are swept out. @default 30_000 */
  sweepIntervalMs?: number
}

type Entry = StoredMessage & { ackedBy: string[] }

/**
 * A broker for one relay process: mailboxes in a Map, swept for expired messages, and bounded
 * per topic and in total.
 *
 * @example
 * const broker = createMemoryBroker({ limits: defaultRelayLimits })
 */
export function createMemoryBroker({
  limits,
  now = Date.now,
  sweepIntervalMs = 30_000,
}: CreateMemoryBrokerParameters): RelayBroker {
  const mailboxes = new Map<string, Entry[]>()
  const listeners: ((message: StoredMessage) => void)[] = []
  let stored = 0

  const remove = (topic: string, drop: readonly MailboxEntry[]) => {
    const entries = mailboxes.get(topic)
    if (!entries || drop.length === 0) return
    const kept = entries.filter((entry) => !drop.includes(entry))
    stored -= entries.length - kept.length
    if (kept.length === 0) mailboxes.delete(topic)
    else mailboxes.set(topic, kept)
  }
  const sweep = () => {
    const at = now()
    for (const [topic, entries] of mailboxes)
      remove(
        topic,
        entries.filter((entry) => entry.expiresAt <= at),
      )
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  return {
    async publish(message) {
      const entries = mailboxes.get(message.topic) ?? []
      if (entries.some((entry) => entry.id === message.id)) return
      remove(message.topic, planMailboxAppend(entries, now(), limits.maxMailboxLength).drop)
      if (stored >= limits.maxStoredMessages) sweep()
      if (stored >= limits.maxStoredMessages)
        throw new RelayRpcError(
          relayErrorCodes.limit,
          `Relay storage full: ${limits.maxStoredMessages} messages are waiting for delivery. Try again later.`,
        )
      mailboxes.set(message.topic, [
        ...(mailboxes.get(message.topic) ?? []),
        { ...message, ackedBy: [] },
      ])
      stored++
      for (const listener of listeners) listener(message)
    },
    async pending(topic, clientId) {
      const at = now()
      return (mailboxes.get(topic) ?? [])
        .filter(
          (entry) =>
            entry.expiresAt > at &&
            entry.publisher !== clientId &&
            !entry.ackedBy.includes(clientId),
        )
        .map(({ ackedBy: _, ...message }) => message)
    },
    async ack(topic, id, clientId) {
      const entry = mailboxes.get(topic)?.find((candidate) => candidate.id === id)
      if (!entry || entry.ackedBy.includes(clientId)) return
      // A topic has two peers; a few more (another tab, a reconnect) are kept, not thousands.
      if (entry.ackedBy.length >= 16) entry.ackedBy.shift()
      entry.ackedBy.push(clientId)
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      clearInterval(timer)
      mailboxes.clear()
      stored = 0
    },
  }
}
