import type { Redis } from 'ioredis'
import {
  type FarcasterChannel,
  type FarcasterSignIn,
  type FarcasterStore,
  fidTaken,
  firstFreeFid,
  usernameTaken,
} from './FarcasterStore.ts'

// The registry's check-and-set in one step, so two instances never give one fid two names.
// Answers { 'ok', fid } or { 'username_taken', known } or { 'fid_taken', fid, owner }.
const registerScript = `local known = redis.call('HGET', KEYS[1], ARGV[1])
if known and ARGV[2] ~= '' and known ~= ARGV[2] then return {'username_taken', known} end
local chosen = known or (ARGV[2] ~= '' and ARGV[2]) or tostring(${firstFreeFid(0)} + redis.call('HLEN', KEYS[1]))
local owner = redis.call('HGET', KEYS[2], chosen)
if owner and owner ~= ARGV[1] then return {'fid_taken', chosen, owner} end
redis.call('HSET', KEYS[1], ARGV[1], chosen)
redis.call('HSET', KEYS[2], chosen, ARGV[1])
return {'ok', chosen}`

// Opens a channel unless `maxChannels` are open: a sorted set of open tokens by expiry time.
const openScript = `redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1] + ARGV[3], ARGV[4])
redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[3])
return 1`

/**
 * The Farcaster stand-in's state in Redis, shared by every IdP process: a channel is a key that
 * expires with it, its approval a second key written once (`SET NX`), and the dev fid registry
 * two hashes. At most `maxChannels` are open at once across every instance.
 *
 * @example
 * const store = createRedisFarcasterStore({ redis, prefix: 'keyport:idp:farcaster', seed })
 */
export function createRedisFarcasterStore({
  redis,
  prefix,
  seed,
  maxChannels = 10_000,
}: {
  redis: Redis
  prefix: string
  /** @default 10_000 */
  maxChannels?: number
  /** Shared by every instance, so a fid has one custody key everywhere. */
  seed: Uint8Array
}): FarcasterStore {
  const channelKey = (token: string) => `${prefix}:channel:${token}`
  const signInKey = (token: string) => `${prefix}:signin:${token}`
  const names = `${prefix}:fids-by-name`
  const fids = `${prefix}:names-by-fid`
  return {
    seed,
    async open(channel, ttlMs) {
      const opened = await redis.eval(
        openScript,
        2,
        `${prefix}:open`,
        channelKey(channel.token),
        String(Date.now()),
        String(maxChannels),
        String(Math.max(1, Math.round(ttlMs))),
        channel.token,
        JSON.stringify(channel),
      )
      return opened === 1
    },
    async find(token) {
      const [channel, signIn] = await redis.mget(channelKey(token), signInKey(token))
      if (!channel) return undefined
      const found = JSON.parse(channel) as FarcasterChannel
      return signIn ? { ...found, signIn: JSON.parse(signIn) as FarcasterSignIn } : found
    },
    async complete(token, signIn) {
      const left = await redis.pttl(channelKey(token))
      if (left <= 0) return false
      return (await redis.set(signInKey(token), JSON.stringify(signIn), 'PX', left, 'NX')) === 'OK'
    },
    async register(username, fid) {
      const [outcome, value, owner] = (await redis.eval(
        registerScript,
        2,
        names,
        fids,
        username,
        fid === undefined ? '' : String(fid),
      )) as [string, string, string?]
      if (outcome === 'username_taken') throw usernameTaken(username, Number(value), fid ?? 0)
      if (outcome === 'fid_taken') throw fidTaken(Number(value), owner ?? '')
      return Number(value)
    },
    async isRegistered(fid) {
      return (await redis.hexists(fids, String(fid))) === 1
    },
  }
}
