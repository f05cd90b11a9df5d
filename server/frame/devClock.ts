import * as z from 'zod'
import { defineRoute } from '../api/http/defineRoute.ts'
import { connectRedis } from '../redis/connectRedis.ts'

/** How far one call may move the dev clock: a day covers every cooldown and expiry. */
const maxAdvanceMs = 86_400_000

export interface DevClock {
  now(): number
  /** Moves the clock forward by `ms`; answers the total offset from real time. */
  advance(ms: number): number | Promise<number>
}

/**
 * The auth service's clock, moved forward on request: what lets the browser tests skip a 30 s
 * resend cooldown instead of waiting it out. Only `KEYPORT_DEV_CLOCK=1` turns it on (the browser
 * tests' stack); without it the service runs on real time and has no `/dev/clock` route.
 *
 * @example
 * const clock = createDevClock()
 * clock.advance(30_000) // codes sent up to now are 30 s older
 */
export function createDevClock(realNow: () => number = Date.now): DevClock {
  let offset = 0
  return {
    now: () => realNow() + offset,
    advance(ms) {
      offset += ms
      return offset
    },
  }
}

/** A dev clock every frame process on one Redis shares, and a way to let go of its connections. */
export interface SharedDevClock extends DevClock {
  close(): Promise<void>
}

const offsetKey = 'keyport:frame:dev-clock'

/**
 * The dev clock of a cluster's frame processes (`npm run start:cluster` with
 * `KEYPORT_DEV_CLOCK=1`): `POST /dev/clock` reaches one process behind the load balancer, and the
 * next request another, so the offset lives in Redis. Each process reads it at start and follows
 * every move by pub/sub; `advance` answers once Redis has the new offset and it is published.
 *
 * @example
 * const clock = await createSharedDevClock(process.env.REDIS_URL)
 * await clock.advance(30_000) // every process's codes are 30 s older
 */
export async function createSharedDevClock(
  url: string,
  realNow: () => number = Date.now,
): Promise<SharedDevClock> {
  const [redis, subscriber] = await Promise.all([
    connectRedis(url, 'the dev clock'),
    connectRedis(url, 'the dev clock'),
  ])
  let offset = 0
  const follow = (value: string | null) => {
    // Offsets only grow: a late message never moves this process's clock back.
    const parsed = Number(value ?? 0)
    if (Number.isSafeInteger(parsed) && parsed > offset) offset = parsed
  }
  subscriber.on('message', (_channel, message) => follow(message))
  await subscriber.subscribe(offsetKey)
  follow(await redis.get(offsetKey))
  return {
    now: () => realNow() + offset,
    async advance(ms) {
      const total = await redis.incrby(offsetKey, ms)
      follow(String(total))
      await redis.publish(offsetKey, String(total))
      return total
    },
    async close() {
      redis.disconnect()
      subscriber.disconnect()
    },
  }
}

/** `POST /dev/clock { advanceMs }`: moves the dev clock forward; the frame server adds it only with a dev clock. */
export const devClockRoute = (clock: DevClock) =>
  defineRoute({
    method: 'POST',
    path: '/dev/clock',
    summary: 'Dev stack only: move the auth service clock forward',
    auth: 'none',
    body: z.object({ advanceMs: z.number().int().min(0).max(maxAdvanceMs) }),
    response: z.object({ offsetMs: z.number() }),
    handler: async ({ body }) => ({ offsetMs: await clock.advance(body.advanceMs) }),
  })
