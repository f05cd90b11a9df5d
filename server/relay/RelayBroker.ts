import type { StoredMessage } from './StoredMessage.ts'

/**
 * Where messages live and how they reach every relay instance: in memory for one process
 * (`createMemoryBroker`), or Redis pub/sub and Redis mailboxes across processes
 * (`createRedisBroker`).
 */
export interface RelayBroker {
  /**
   * Keeps the message in its topic's mailbox, within the topic's, the publisher's (client and IP)
   * and the store's limits; throws the relay's error naming the limit it would pass. Resolves
   * false when the mailbox already holds it (a client sending again).
   */
  store(message: StoredMessage): Promise<boolean>
  /**
   * Hands a stored message to every instance's `onMessage`. Separate from `store`, so the relay
   * answers the publisher before its peers get their copy.
   */
  fanOut(message: StoredMessage): Promise<void>
  /** Unexpired messages on a topic that `clientId` neither published nor acknowledged. */
  pending(topic: string, clientId: string): Promise<StoredMessage[]>
  /** Records that `clientId` received message `id`, so it is not delivered to it again. */
  ack(topic: string, id: string, clientId: string): Promise<void>
  /** Called for each message published on any instance. */
  onMessage(listener: (message: StoredMessage) => void): void
  /** Messages waiting in mailboxes, as cheaply as the store can count them (the queue-depth gauge). */
  storedMessages?(): Promise<number>
  /** Resolves when the store behind the broker (Redis) answers: the relay's readiness. */
  ping?(): Promise<void>
  close(): Promise<void>
}
