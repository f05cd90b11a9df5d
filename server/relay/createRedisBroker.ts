import { Redis } from 'ioredis'
import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import { type MailboxEntry, type StoredMessage, storedBytes } from './StoredMessage.ts'

// The byte budget shared by every instance: a sorted set of `size|topic|id` scored by expiry and
// a running total. Expired members are released first; the check and the reservation are one
// script, so two instances cannot both take the last bytes.
const reserveScript = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local freed = 0
for _, member in ipairs(expired) do freed = freed + tonumber(string.match(member, '^(%d+)|')) end
if #expired > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
  redis.call('DECRBY', KEYS[2], freed)
end
local total = tonumber(redis.call('GET', KEYS[2]) or '0')
if total + tonumber(ARGV[2]) > tonumber(ARGV[3]) then return -1 - total end
if redis.call('ZADD', KEYS[1], 'NX', ARGV[4], ARGV[5]) == 1 then redis.call('INCRBY', KEYS[2], ARGV[2]) end
return total + tonumber(ARGV[2])
`
const releaseScript = `
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then redis.call('DECRBY', KEYS[2], ARGV[2]) end
return 1
`

export type CreateRedisBrokerParameters = {
  /** e.g. 'redis://127.0.0.1:6379' */
  url: string
  limits: Pick<RelayLimits, 'maxMailboxLength' | 'maxTopicBytes' | 'maxStoredBytes'>
  /** Namespaces keys and the channel, so relays of two deployments can share a Redis. @default 'keyport:relay' */
  prefix?: string
  /** @default Date.now */
  now?: () => number
}

/**
 * A broker for several relay processes: each topic's mailbox is a Redis list (with a set of
 * acks) that expires with its last message, and every publish goes out on one pub/sub channel
 * that all instances follow, so a dapp on one instance pairs with a wallet on another.
 * The per-topic limits are checked before the append, not atomically: two instances racing may
 * exceed them by a message or two. The total byte budget is reserved atomically.
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
  const budgetKeys = [`${prefix}:stored`, `${prefix}:storedBytes`] as const
  const budgetMember = (message: StoredMessage) =>
    `${storedBytes(message)}|${message.topic}|${message.id}`
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
      const size = storedBytes(message)
      const { drop } = planMailboxAppend(entries, now(), limits, size)
      for (const entry of drop)
        await commands.eval(
          releaseScript,
          2,
          ...budgetKeys,
          budgetMember(entry),
          storedBytes(entry),
        )
      const reserved = Number(
        await commands.eval(
          reserveScript,
          2,
          ...budgetKeys,
          now(),
          size,
          limits.maxStoredBytes,
          message.expiresAt,
          budgetMember(message),
        ),
      )
      if (reserved < 0)
        throw new RelayRpcError(
          relayErrorCodes.limit,
          `Relay storage full: ${-1 - reserved} bytes of messages are waiting for delivery and this one adds ${size}; the limit is ${limits.maxStoredBytes} bytes (maxStoredBytes). Try again later.`,
        )
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
    // The byte budget's set holds one member per stored message (expired ones until the next publish).
    storedMessages: () => commands.zcard(budgetKeys[0]),
    async ping() {
      await commands.ping()
    },
    async close() {
      await Promise.all([subscriber.quit(), commands.quit()]).catch(() => {})
    },
  }
}
