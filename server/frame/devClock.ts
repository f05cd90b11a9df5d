import * as z from 'zod'
import { defineRoute } from '../api/http/defineRoute.ts'

/** How far one call may move the dev clock: a day covers every cooldown and expiry. */
const maxAdvanceMs = 86_400_000

export interface DevClock {
  now(): number
  /** Moves the clock forward by `ms`; answers the total offset from real time. */
  advance(ms: number): number
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

/** `POST /dev/clock { advanceMs }`: moves the dev clock forward; the frame server adds it only with a dev clock. */
export const devClockRoute = (clock: DevClock) =>
  defineRoute({
    method: 'POST',
    path: '/dev/clock',
    summary: 'Dev stack only: move the auth service clock forward',
    auth: 'none',
    body: z.object({ advanceMs: z.number().int().min(0).max(maxAdvanceMs) }),
    response: z.object({ offsetMs: z.number() }),
    handler: ({ body }) => ({ offsetMs: clock.advance(body.advanceMs) }),
  })
