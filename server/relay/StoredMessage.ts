/** A published message as the relay keeps it in a topic's mailbox and fans it out. */
export type StoredMessage = {
  /** sha256 of the message: what acks refer to. */
  id: string
  topic: string
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** The publisher's client id (JWT `iss`): it never gets its own message back. */
  publisher: string
  /** The publisher's address as the per-IP quota counts it (`ipLimitKey`); unset: no IP quota. */
  publisherIp?: string
}

/** A mailbox entry and the clients that acknowledged it. */
export type MailboxEntry = StoredMessage & { ackedBy: readonly string[] }

/** Delivered: a client other than the publisher acknowledged it, so it may make room for new ones. */
export const isDelivered = (entry: MailboxEntry) =>
  entry.ackedBy.some((clientId) => clientId !== entry.publisher)

/** What a message costs the relay's storage budgets: its body and attestation, in bytes. */
export const storedBytes = (message: Pick<StoredMessage, 'message' | 'attestation'>) =>
  Buffer.byteLength(message.message) + Buffer.byteLength(message.attestation ?? '')
