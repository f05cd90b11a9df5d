import type { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

/** A fixed-window limit per key (project id and IP): at most `limit` requests per `windowMs`. */
export interface RateLimiter {
  readonly limit: number
  readonly windowMs: number
  /**
   * Counts one request (or `points` units of it, e.g. a batch's events); resolves with the
   * seconds to wait when over the limit, else 0.
   */
  take(key: string, points?: number): Promise<number>
}

export type CreateRateLimiterParameters = {
  limit: number
  /** Whole seconds are used (rounded up). */
  windowMs: number
  /**
   * A connected Redis client: counters live there, shared by every process with the same Redis and
   * `prefix`. Without it, counters live in this process's memory and expire with their window.
   * @default none
   */
  redis?: Redis
  /** Namespaces the Redis keys. @default 'keyport:rate' */
  prefix?: string
}

/**
 * A rate limiter on `rate-limiter-flexible`: Redis counters when a client is given (an unreachable
 * Redis falls back to per-process counters rather than failing requests), memory otherwise. Keys
 * expire with their window, so memory is bounded without ever resetting everyone's counters.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 1200, windowMs: 60_000, redis })
 * const wait = await limiter.take(`${projectId}|${ip}`) // 0, or seconds until the window ends
 */
export function createRateLimiter({
  limit,
  windowMs,
  redis,
  prefix = 'keyport:rate',
}: CreateRateLimiterParameters): RateLimiter {
  const options = { points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) }
  const memory = new RateLimiterMemory(options)
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: prefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  return {
    limit,
    windowMs,
    async take(key, points = 1) {
      try {
        await store.consume(key, points)
        return 0
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000))
        throw outcome
      }
    },
  }
}
