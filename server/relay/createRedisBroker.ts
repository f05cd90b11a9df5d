import { type ChainableCommander, Redis } from 'ioredis'
import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError.ts'
import type { RelayLimits } from './relayLimits.ts'
import { isDelivered, type MailboxEntry, type StoredMessage, storedBytes } from './StoredMessage.ts'

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
  // ioredis reconnects by itself; without a listener each failed attempt of an outage would print
  // "Unhandled error event". One line says Redis is lost, one that it is back (/ready tells too).
  for (const [name, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    let lost = false
    client.on('error', (error: Error) => {
      if (!lost) console.warn(`relay: Redis ${name} connection lost (${error.message}); retrying`)
      lost = true
    })
    client.on('ready', () => {
      if (lost) console.warn(`relay: Redis ${name} connection back`)
      lost = false
    })
  }
  await Promise.all([commands.connect(), subscriber.connect()])
  const channel = `${prefix}:messages`
  const mailboxKey = (topic: string) => `${prefix}:mailbox:${topic}`
  const acksKey = (topic: string) => `${prefix}:acks:${topic}`
  // What the fast path of `publish` reads instead of the mailbox: the ids in it (a repeat is
  // dropped) and a summary of its stored bytes and earliest expiry.
  const idsKey = (topic: string) => `${prefix}:ids:${topic}`
  const summaryKey = (topic: string) => `${prefix}:summary:${topic}`
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
    const ackedBy = new Map<string, string[]>()
    for (const ack of acks) {
      const bar = ack.indexOf('|')
      const id = ack.slice(0, bar)
      ackedBy.set(id, [...(ackedBy.get(id) ?? []), ack.slice(bar + 1)])
    }
    return raw.map((text): MailboxEntry & { raw: string } => {
      const message = JSON.parse(text) as StoredMessage
      return { ...message, ackedBy: ackedBy.get(message.id) ?? [], raw: text }
    })
  }

  const reserve = async (message: StoredMessage, size: number) => {
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
  }

  const expireTopic = (transaction: ChainableCommander, topic: string, at: number) => {
    for (const key of [mailboxKey(topic), idsKey(topic), summaryKey(topic)])
      transaction.pexpireat(key, at)
  }

  // The slow path: the whole mailbox is read, what `planMailboxAppend` drops goes, and the topic's
  // summary (bytes, earliest expiry) is written afresh from what stays.
  const appendAfterPlan = async (message: StoredMessage, size: number) => {
    const topic = message.topic
    const entries = await read(topic)
    if (entries.some((entry) => entry.id === message.id)) return
    const planned = planMailboxAppend(entries, now(), limits, size).drop as typeof entries
    // Once the plan has to make room, every delivered message goes, not only the oldest few:
    // the next publishes then take the fast path again instead of each reading a full mailbox.
    const drop = [...planned, ...entries.filter((e) => !planned.includes(e) && isDelivered(e))]
    if (drop.length > 0) {
      const release = commands.pipeline()
      for (const entry of drop)
        release.eval(releaseScript, 2, ...budgetKeys, budgetMember(entry), storedBytes(entry))
      await release.exec()
    }
    await reserve(message, size)
    const kept = entries.filter((entry) => !drop.includes(entry))
    const expireAt = Math.max(message.expiresAt, ...kept.map((entry) => entry.expiresAt))
    const transaction = commands.multi()
    for (const entry of drop) transaction.lrem(mailboxKey(topic), 1, entry.raw)
    transaction
      .sadd(idsKey(topic), message.id)
      .rpush(mailboxKey(topic), JSON.stringify(message))
      .hset(summaryKey(topic), {
        bytes: kept.reduce((sum, entry) => sum + storedBytes(entry), size),
        earliestExpiry: Math.min(message.expiresAt, ...kept.map((entry) => entry.expiresAt)),
      })
    expireTopic(transaction, topic, expireAt)
    transaction.publish(channel, JSON.stringify(message))
    await transaction.exec()
  }

  return {
    async publish(message) {
      // The fast path, taken while the topic's mailbox is below its limits and holds nothing
      // expired: one round trip reads its length and summary, the id set refuses a repeat, and
      // the append never reads the mailbox. Reading and parsing every stored message on each
      // publish held a Redis relay to a few hundred messages a second (bench:cluster).
      const topic = message.topic
      const size = storedBytes(message)
      const [length, summary, added, ttl] = (await commands
        .multi()
        .llen(mailboxKey(topic))
        .hmget(summaryKey(topic), 'bytes', 'earliestExpiry')
        .sadd(idsKey(topic), message.id)
        .pttl(mailboxKey(topic))
        .exec())!.map(([error, value]) => {
        if (error) throw error
        return value
      }) as [number, (string | null)[], number, number]
      if (added === 0) return
      const bytes = Number(summary[0] ?? 0)
      const earliestExpiry = Number(summary[1] ?? Number.POSITIVE_INFINITY)
      const at = now()
      if (
        length >= limits.maxMailboxLength ||
        bytes + size > limits.maxTopicBytes ||
        earliestExpiry <= at
      ) {
        await commands.srem(idsKey(topic), message.id)
        return appendAfterPlan(message, size)
      }
      try {
        await reserve(message, size)
      } catch (error) {
        await commands.srem(idsKey(topic), message.id)
        throw error
      }
      const text = JSON.stringify(message)
      const transaction = commands
        .multi()
        .rpush(mailboxKey(topic), text)
        .hincrby(summaryKey(topic), 'bytes', size)
      if (message.expiresAt < earliestExpiry)
        transaction.hset(summaryKey(topic), 'earliestExpiry', message.expiresAt)
      // The keys live as long as the longest-lived message in them.
      expireTopic(transaction, topic, Math.max(message.expiresAt, ttl > 0 ? at + ttl : 0))
      transaction.publish(channel, text)
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
