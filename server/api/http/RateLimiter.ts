/**
 * A fixed-window limit per key (project id and IP): at most `limit` requests per `windowMs`.
 * State is per process; DESIGN.md §5 moves it to Redis when REDIS_URL is set (not built yet).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; returns the seconds to wait when over the limit, else 0. */
  take(key: string): number {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.windows.clear()
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    window.count++
    if (window.count <= this.limit) return 0
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000))
  }
}
