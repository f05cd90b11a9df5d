import type { Clock } from './Clock'

/** A clock that only moves when told to. */
export type ManualClock = Clock & {
  /** Moves time forward by `ms`, firing every timer that falls due, earliest first. */
  advance(ms: number): void
}

type Timer = { id: number; due: number; every: number | undefined; fn: () => void }

/**
 * Creates a clock for tests. Timers fire only inside `advance`, in order of due time (ties in
 * the order they were set), and `now()` reads each timer's due time while it runs.
 *
 * @param startMs The initial `now()`. @default 0
 * @example
 * const clock = createManualClock()
 * clock.setTimeout(() => console.log('fired'), 150)
 * clock.advance(149) // nothing
 * clock.advance(1) // 'fired'
 */
export function createManualClock(startMs = 0): ManualClock {
  let now = startMs
  let nextId = 0
  const timers = new Map<number, Timer>()

  const schedule = (fn: () => void, ms: number, every: number | undefined) => {
    const id = nextId++
    timers.set(id, { id, due: now + Math.max(0, ms), every, fn })
    return () => {
      timers.delete(id)
    }
  }

  const nextDue = (until: number) => {
    let first: Timer | undefined
    for (const timer of timers.values())
      if (timer.due <= until && (!first || timer.due < first.due)) first = timer
    return first
  }

  return {
    now: () => now,
    setTimeout: (fn, ms) => schedule(fn, ms, undefined),
    // A zero-length interval would fire forever inside one advance, so it repeats at 1 ms.
    setInterval: (fn, ms) => schedule(fn, Math.max(1, ms), Math.max(1, ms)),
    advance(ms) {
      const until = now + ms
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        now = timer.due
        if (timer.every === undefined) timers.delete(timer.id)
        else timer.due += timer.every
        timer.fn()
      }
      now = until
    },
  }
}
