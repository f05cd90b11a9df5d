import { Redis } from 'ioredis'
import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import type { RelayLimits } from './relayLimits.ts'
import type { MailboxEntry, StoredMessage } from './StoredMessage.ts'

export type CreateRedisBrokerParameters = {
  /** e.g. 'redis://127.0.0.1:6379' */
  url: string
  limits: Pick<RelayLimits, 'maxMailboxLength'>
  /** Namespaces keys and the channel, so relays of two deployments can share a Redis. @default 'keyport:relay' */
  prefix?: string
  /** @default Date.now */
  now?: () => number
}

/**
 * A broker for several relay processes: each topic's mailbox is a Redis list (with a set of
 * acks) that expires with its last message, and every publish goes out on one pub/sub channel
 * that all instances follow, so a dapp on one instance pairs with a wallet on another.
 * The mailbox limit is checked before the append, not atomically: two instances racing may
 * exceed it by a message or two.
 *
 * @example
 * const broker = await createRedisBroker({ url: process.env.REDIS_URL, limits: defaultRelayLimits })
 * createRelay({ broker })
 */
export async function createRedisBroker({
  url,
  limits,
  prefix = 'keyport:relay',
  now = Date.now,
}: CreateRedisBrokerParameters): Promise<RelayBroker> {
  const options = { maxRetriesPerRequest: 3, lazyConnect: true }
  const commands = new Redis(url, options)
  const subscriber = new Redis(url, options)
  await Promise.all([commands.connect(), subscriber.connect()])
  const channel = `${prefix}:messages`
  const mailboxKey = (topic: string) => `${prefix}:mailbox:${topic}`
  const acksKey = (topic: string) => `${prefix}:acks:${topic}`
  const listeners: ((message: StoredMessage) => void)[] = []

  await subscriber.subscribe(channel)
  subscriber.on('message', (_channel: string, text: string) => {
    let message: StoredMessage
    try {
      message = JSON.parse(text) as StoredMessage
    } catch {
      return
    }
    for (const listener of listeners) listener(message)
  })

  const read = async (topic: string) => {
    const [raw, acks] = await Promise.all([
      commands.lrange(mailboxKey(topic), 0, -1),
      commands.smembers(acksKey(topic)),
    ])
    return raw.map((text): MailboxEntry & { raw: string } => {
      const message = JSON.parse(text) as StoredMessage
      const prefixOfAck = `${message.id}|`
      const ackedBy = acks
        .filter((ack) => ack.startsWith(prefixOfAck))
        .map((ack) => ack.slice(prefixOfAck.length))
      return { ...message, ackedBy, raw: text }
    })
  }

  return {
    async publish(message) {
      const entries = await read(message.topic)
      if (entries.some((entry) => entry.id === message.id)) return
      const { drop } = planMailboxAppend(entries, now(), limits.maxMailboxLength)
      const text = JSON.stringify(message)
      const transaction = commands.multi()
      for (const entry of drop as (MailboxEntry & { raw: string })[])
        transaction.lrem(mailboxKey(message.topic), 1, entry.raw)
      const expireAt = Math.max(message.expiresAt, ...entries.map((entry) => entry.expiresAt))
      transaction
        .rpush(mailboxKey(message.topic), text)
        .pexpireat(mailboxKey(message.topic), expireAt)
        .publish(channel, text)
      await transaction.exec()
    },
    async pending(topic, clientId) {
      const at = now()
      return (await read(topic))
        .filter(
          (entry) =>
            entry.expiresAt > at &&
            entry.publisher !== clientId &&
            !entry.ackedBy.includes(clientId),
        )
        .map(({ ackedBy: _, raw: __, ...message }) => message)
    },
    async ack(topic, id, clientId) {
      const key = acksKey(topic)
      const ttl = await commands.pttl(mailboxKey(topic))
      const transaction = commands.multi().sadd(key, `${id}|${clientId}`)
      if (ttl > 0) transaction.pexpire(key, ttl)
      await transaction.exec()
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      await Promise.all([subscriber.quit(), commands.quit()]).catch(() => {})
    },
  }
}
