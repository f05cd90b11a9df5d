import { randomBytes } from 'node:crypto'
import { connectRedis } from '../redis/connectRedis.ts'
import { createRedisAdapter } from './createRedisAdapter.ts'
import { createRedisFarcasterStore } from './farcaster/createRedisFarcasterStore.ts'

export type IdpSharedState = {
  /** oidc-provider's storage: sessions, interactions, codes, grants. */
  adapter: ReturnType<typeof createRedisAdapter>
  /** The key that signs the provider's cookies: every instance must read the others' cookies. */
  cookieKeys: string[]
  /** The Farcaster stand-in's channels, fid registry and custody seed. */
  farcaster: ReturnType<typeof createRedisFarcasterStore>
  close(): Promise<void>
}

/**
 * Connects the dev IdP to Redis, so several IdP processes behind one issuer URL act as one: an
 * authorization started at one finishes at another, and a Farcaster channel opened at one is
 * approved and polled at any. The first instance makes the cookie key and the custody seed;
 * the others read them (`SET NX`).
 *
 * @example
 * const shared = await connectIdpRedis(process.env.REDIS_URL)
 * const idp = createIdp({ issuer, providers, redirectUri, shared })
 */
export async function connectIdpRedis(
  url: string,
  /** Namespaces the IdP's keys; the instances of one IdP share it. @default 'keyport:idp' */
  prefix = 'keyport:idp',
): Promise<IdpSharedState> {
  const redis = await connectRedis(url, "the IdP's state")
  const shared = async (name: string) => {
    await redis.set(`${prefix}:${name}`, randomBytes(32).toString('hex'), 'NX')
    const value = await redis.get(`${prefix}:${name}`)
    if (!value) throw new Error(`Redis lost ${prefix}:${name} as soon as it was written.`)
    return value
  }
  const cookieKey = await shared('cookie-key')
  const seed = Buffer.from(await shared('custody-seed'), 'hex')
  return {
    adapter: createRedisAdapter(redis, prefix),
    cookieKeys: [cookieKey],
    farcaster: createRedisFarcasterStore({ redis, prefix: `${prefix}:farcaster`, seed }),
    close: async () => {
      await redis.quit().catch(() => undefined)
    },
  }
}
