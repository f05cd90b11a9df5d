/**
 * The source of time and timers for every kernel service. Services take a `Clock` instead of
 * calling `Date.now` or `setTimeout` so tests can drive time by hand (see `createManualClock`).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /** Runs `fn` once after `ms`; returns a function that cancels it. */
  setTimeout(fn: () => void, ms: number): () => void
  /** Runs `fn` every `ms`; returns a function that stops it. */
  setInterval(fn: () => void, ms: number): () => void
}

/**
 * The real clock, backed by `Date.now` and the global timers.
 *
 * @example
 * const cancel = systemClock.setTimeout(() => console.log('later'), 150)
 * cancel()
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const id = globalThis.setTimeout(fn, ms)
    return () => globalThis.clearTimeout(id)
  },
  setInterval(fn, ms) {
    const id = globalThis.setInterval(fn, ms)
    return () => globalThis.clearInterval(id)
  },
}
