import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import { type MailboxEntry, type StoredMessage, storedBytes } from './StoredMessage.ts'

export type CreateMemoryBrokerParameters = {
  limits: Pick<
    RelayLimits,
    'maxMailboxLength' | 'maxStoredMessages' | 'maxTopicBytes' | 'maxStoredBytes'
  >
  /** @default Date.now */
  now?: () => number
  /** How often expired messages are swept out. @default 30_000 */
  sweepIntervalMs?: number
}

type Entry = StoredMessage & { ackedBy: string[] }

/**
 * A broker for one relay process: mailboxes in a Map, swept for expired messages, and bounded
 * per topic and in total, by count and by bytes.
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
  let bytes = 0

  const remove = (topic: string, drop: readonly MailboxEntry[]) => {
    const entries = mailboxes.get(topic)
    if (!entries || drop.length === 0) return
    const kept = entries.filter((entry) => !drop.includes(entry))
    stored -= entries.length - kept.length
    for (const entry of entries) if (drop.includes(entry)) bytes -= storedBytes(entry)
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
      const size = storedBytes(message)
      remove(message.topic, planMailboxAppend(entries, now(), limits, size).drop)
      const full = () => stored >= limits.maxStoredMessages || bytes + size > limits.maxStoredBytes
      if (full()) sweep()
      if (stored >= limits.maxStoredMessages)
        throw new RelayRpcError(
          relayErrorCodes.limit,
          `Relay storage full: ${limits.maxStoredMessages} messages are waiting for delivery (maxStoredMessages). Try again later.`,
        )
      if (bytes + size > limits.maxStoredBytes)
        throw new RelayRpcError(
          relayErrorCodes.limit,
          `Relay storage full: ${bytes} bytes of messages are waiting for delivery and this one adds ${size}; the limit is ${limits.maxStoredBytes} bytes (maxStoredBytes). Try again later.`,
        )
      mailboxes.set(message.topic, [
        ...(mailboxes.get(message.topic) ?? []),
        { ...message, ackedBy: [] },
      ])
      stored++
      bytes += size
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
    storedMessages: async () => stored,
    async close() {
      clearInterval(timer)
      mailboxes.clear()
      stored = 0
      bytes = 0
    },
  }
}
