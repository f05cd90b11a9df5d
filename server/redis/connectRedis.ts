import { Redis, type RedisOptions } from 'ioredis'

/**
 * A connected ioredis client, or a clear error naming what needed Redis. ioredis reconnects by
 * itself after an outage; the listener keeps each failed attempt from printing "Unhandled error
 * event" (readiness checks and the callers' own fallbacks say when Redis is away).
 *
 * @example
 * const redis = await connectRedis(process.env.REDIS_URL, 'the rate limits', { maxRetriesPerRequest: 1 })
 */
export async function connectRedis(
  url: string,
  /** Said in the error: 'the rate limits', "the IdP's state". */
  purpose: string,
  options: RedisOptions = {},
): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, ...options, lazyConnect: true })
  redis.on('error', () => {})
  try {
    await redis.connect()
  } catch (cause) {
    redis.disconnect()
    throw new Error(
      `Cannot reach Redis at ${url} for ${purpose} (${String(cause)}). Start it or unset REDIS_URL.`,
    )
  }
  return redis
}
