import { createHash } from 'node:crypto'
import { type ChainableCommander, Redis } from 'ioredis'
import { planMailboxAppend } from './planMailboxAppend.ts'
import type { RelayBroker } from './RelayBroker.ts'
import type { RelayLimits } from './relayLimits.ts'
import { isDelivered, type MailboxEntry, type StoredMessage, storedBytes } from './StoredMessage.ts'
import { type StorageLimit, storageRefusal } from './storageRefusal.ts'

// The storage budget shared by every instance: a sorted set of
// `size|topic|id|client|ip` members (client and IP hashed) scored by expiry, the running byte
// total, and a hash of what each client and each IP address holds (`c:<hash>:n` messages,
// `c:<hash>:b` bytes, `i:<hash>:…` for addresses). Expired members are released first; the
// checks and the reservation are one script, so two instances cannot both take the last place.
const budgetLua = `
local function count(kind, key, messages, bytes)
  if key == nil or key == '' then return end
  local field = kind .. ':' .. key
  local left = redis.call('HINCRBY', KEYS[3], field .. ':n', messages)
  redis.call('HINCRBY', KEYS[3], field .. ':b', bytes)
  if left <= 0 then redis.call('HDEL', KEYS[3], field .. ':n', field .. ':b') end
end
local function release(member)
  if redis.call('ZREM', KEYS[1], member) == 0 then return end
  local size, client, ip = string.match(member, '^(%d+)|[^|]*|[^|]*|([^|]*)|([^|]*)$')
  if not size then size = string.match(member, '^(%d+)|') end
  redis.call('DECRBY', KEYS[2], size)
  count('c', client, -1, -tonumber(size))
  count('i', ip, -1, -tonumber(size))
end
`
const reserveScript = `${budgetLua}
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])) do release(member) end
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return {0, 0} end
local size = tonumber(ARGV[2])
local function held(kind, key)
  local got = redis.call('HMGET', KEYS[3], kind .. ':' .. key .. ':n', kind .. ':' .. key .. ':b')
  return tonumber(got[1] or '0'), tonumber(got[2] or '0')
end
local n, b = held('c', ARGV[5])
if n >= tonumber(ARGV[9]) then return {3, n} end
if b + size > tonumber(ARGV[10]) then return {4, b} end
if ARGV[6] ~= '' then
  n, b = held('i', ARGV[6])
  if n >= tonumber(ARGV[11]) then return {5, n} end
  if b + size > tonumber(ARGV[12]) then return {6, b} end
end
local stored = redis.call('ZCARD', KEYS[1])
if stored >= tonumber(ARGV[7]) then return {1, stored} end
local total = tonumber(redis.call('GET', KEYS[2]) or '0')
if total + size > tonumber(ARGV[8]) then return {2, total} end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('INCRBY', KEYS[2], size)
count('c', ARGV[5], 1, size)
count('i', ARGV[6], 1, size)
return {0, total + size}
`
const releaseScript = `${budgetLua}
release(ARGV[1])
return 1
`
// What a refusal of the reserve script (its first value) means.
const refusals: Record<number, StorageLimit> = {
  1: 'maxStoredMessages',
  2: 'maxStoredBytes',
  3: 'maxStoredMessagesPerClient',
  4: 'maxStoredBytesPerClient',
  5: 'maxStoredMessagesPerIp',
  6: 'maxStoredBytesPerIp',
}

// Clients and addresses appear in the budget as short hashes: fixed length, no separator inside.
const ownerHash = (value: string | undefined) =>
  value === undefined ? '' : createHash('sha256').update(value).digest('hex').slice(0, 32)

export type CreateRedisBrokerParameters = {
  /** e.g. 'redis://127.0.0.1:6379' */
  url: string
  limits: Pick<RelayLimits, 'maxMailboxLength' | 'maxTopicBytes' | StorageLimit>
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
 * exceed them by a message or two. The store's, each client's and each IP address's budgets (by
 * count and by bytes) are reserved atomically.
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
  // What the fast path of `store` reads instead of the mailbox: the ids in it (a repeat is
  // dropped) and a summary of its stored bytes and earliest expiry.
  const idsKey = (topic: string) => `${prefix}:ids:${topic}`
  const summaryKey = (topic: string) => `${prefix}:summary:${topic}`
  const budgetKeys = [`${prefix}:stored`, `${prefix}:storedBytes`, `${prefix}:owners`] as const
  const budgetMember = (message: StoredMessage) =>
    [
      storedBytes(message),
      message.topic,
      message.id,
      ownerHash(message.publisher),
      ownerHash(message.publisherIp),
    ].join('|')
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
    const [status, held] = (await commands.eval(
      reserveScript,
      budgetKeys.length,
      ...budgetKeys,
      now(),
      size,
      message.expiresAt,
      budgetMember(message),
      ownerHash(message.publisher),
      ownerHash(message.publisherIp),
      limits.maxStoredMessages,
      limits.maxStoredBytes,
      limits.maxStoredMessagesPerClient,
      limits.maxStoredBytesPerClient,
      limits.maxStoredMessagesPerIp,
      limits.maxStoredBytesPerIp,
    )) as [number, number]
    const refused = refusals[status]
    if (refused) throw storageRefusal(refused, limits, held, size)
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
    if (entries.some((entry) => entry.id === message.id)) return false
    const planned = planMailboxAppend(entries, now(), limits, size).drop as typeof entries
    // Once the plan has to make room, every delivered message goes, not only the oldest few:
    // the next publishes then take the fast path again instead of each reading a full mailbox.
    const drop = [...planned, ...entries.filter((e) => !planned.includes(e) && isDelivered(e))]
    if (drop.length > 0) {
      const release = commands.pipeline()
      for (const entry of drop)
        release.eval(releaseScript, budgetKeys.length, ...budgetKeys, budgetMember(entry))
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
    await transaction.exec()
    return true
  }

  /** Keeps `message` in its topic's mailbox within every limit; false when it is a repeat. */
  const keep = async (message: StoredMessage): Promise<boolean> => {
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
    if (added === 0) return false
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
    await transaction.exec()
    return true
  }

  return {
    async store(message) {
      const kept = await keep(message)
      // Published to every instance at once, before the relay answers the publisher: a relay that
      // dies right after its answer has still handed the message on. The relay holds its own
      // connections' copies until its answer is out (`createRelay`). A repeat is published again:
      // the relay that stored it first may have died before publishing it.
      await commands.publish(channel, JSON.stringify(message))
      return kept
    },
    async fanOut() {
      // Done by `store`.
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
    // The budget's set holds one member per stored message (expired ones until the next publish).
    storedMessages: () => commands.zcard(budgetKeys[0]),
    async ping() {
      await commands.ping()
    },
    async close() {
      await Promise.all([subscriber.quit(), commands.quit()]).catch(() => {})
    },
  }
}
