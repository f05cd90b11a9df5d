import type { Redis } from 'ioredis'
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

// Models whose records name a grant: revoking the grant drops them all (oidc-provider's list).
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
])

// Marks a record consumed only if it still exists, so a late consume leaves no key without a TTL.
const consumeScript = `if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('HSET', KEYS[1], 'consumed', ARGV[1])
end
return 0`

/**
 * oidc-provider's storage in Redis, so several IdP processes share sessions, interactions, codes
 * and grants. Each record is a hash (`payload` JSON, `consumed` epoch seconds) that expires with
 * the record; a session's uid and a device flow's user code are keys naming the record's id; a
 * grant is a set of the keys of the tokens it issued.
 *
 * @example
 * const provider = new Provider(issuer, { adapter: createRedisAdapter(redis, 'keyport:idp') })
 */
export function createRedisAdapter(redis: Redis, prefix: string): AdapterFactory {
  const grantKey = (grantId: string) => `${prefix}:grant:${grantId}`
  const uidKey = (uid: string) => `${prefix}:sessionUid:${uid}`
  const userCodeKey = (code: string) => `${prefix}:userCode:${code}`

  return (model: string): Adapter => {
    const key = (id: string) => `${prefix}:${model}:${id}`
    const find = async (id: string): Promise<AdapterPayload | undefined> => {
      const record = await redis.hgetall(key(id))
      if (!record.payload) return undefined
      const payload = JSON.parse(record.payload) as AdapterPayload
      return record.consumed ? { ...payload, consumed: Number(record.consumed) } : payload
    }
    const findByIndex = async (indexKey: string) => {
      const id = await redis.get(indexKey)
      return id ? find(id) : undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        const ttl = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : undefined
        const write = redis.multi().del(key(id)).hset(key(id), 'payload', JSON.stringify(payload))
        if (ttl) write.expire(key(id), ttl)
        const index = (indexKey: string) =>
          ttl ? write.set(indexKey, id, 'EX', ttl) : write.set(indexKey, id)
        if (model === 'Session' && payload.uid) index(uidKey(payload.uid))
        if (payload.userCode) index(userCodeKey(payload.userCode))
        if (grantable.has(model) && payload.grantId) {
          write.sadd(grantKey(payload.grantId), key(id))
          // The set lives as long as its longest-lived token (GT only ever lengthens it).
          if (ttl)
            write
              .expire(grantKey(payload.grantId), ttl, 'NX')
              .expire(grantKey(payload.grantId), ttl, 'GT')
        }
        await write.exec()
      },
      find,
      findByUid: (uid) => findByIndex(uidKey(uid)),
      findByUserCode: (userCode) => findByIndex(userCodeKey(userCode)),
      async consume(id) {
        await redis.eval(consumeScript, 1, key(id), String(Math.floor(Date.now() / 1000)))
      },
      async destroy(id) {
        await redis.del(key(id))
      },
      async revokeByGrantId(grantId) {
        const members = await redis.smembers(grantKey(grantId))
        await redis.del(grantKey(grantId), ...members)
      },
    }
  }
}
