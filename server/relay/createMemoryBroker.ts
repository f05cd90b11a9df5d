import { createStorageLedger } from './createStorageLedger.ts'
import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import type { RelayLimits } from './relayLimits.ts'
import { type MailboxEntry, type StoredMessage, storedBytes } from './StoredMessage.ts'
import type { StorageLimit } from './storageRefusal.ts'

export type CreateMemoryBrokerParameters = {
  limits: Pick<RelayLimits, 'maxMailboxLength' | 'maxTopicBytes' | StorageLimit>
  /** @default Date.now */
  now?: () => number
  /** How often expired messages are swept out. @default 30_000 */
  sweepIntervalMs?: number
}

type Entry = StoredMessage & { ackedBy: string[] }

/**
 * A broker for one relay process: mailboxes in a Map, swept for expired messages, and bounded
 * per topic, per publishing client, per IP address and in total, by count and by bytes.
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
  const ledger = createStorageLedger(limits)

  const remove = (topic: string, drop: readonly MailboxEntry[]) => {
    const entries = mailboxes.get(topic)
    if (!entries || drop.length === 0) return
    const kept = entries.filter((entry) => !drop.includes(entry))
    for (const entry of entries) if (drop.includes(entry)) ledger.remove(entry)
    if (kept.length === 0) mailboxes.delete(topic)
    else mailboxes.set(topic, kept)
  }
  let sweptAt = Number.NEGATIVE_INFINITY
  const sweep = () => {
    const at = now()
    sweptAt = at
    for (const [topic, entries] of mailboxes)
      remove(
        topic,
        entries.filter((entry) => entry.expiresAt <= at),
      )
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  return {
    async store(message) {
      const entries = mailboxes.get(message.topic) ?? []
      if (entries.some((entry) => entry.id === message.id)) return false
      remove(message.topic, planMailboxAppend(entries, now(), limits, storedBytes(message)).drop)
      try {
        ledger.check(message)
      } catch (error) {
        // Expired messages may still be counted: sweep them out (at most once a second, so a
        // client refused over and over cannot make every publish walk every mailbox) and ask again.
        if (now() - sweptAt < 1_000) throw error
        sweep()
        ledger.check(message)
      }
      mailboxes.set(message.topic, [
        ...(mailboxes.get(message.topic) ?? []),
        { ...message, ackedBy: [] },
      ])
      ledger.add(message)
      return true
    },
    async fanOut(message) {
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
    storedMessages: async () => ledger.messages,
    async close() {
      clearInterval(timer)
      mailboxes.clear()
      ledger.clear()
    },
  }
}
