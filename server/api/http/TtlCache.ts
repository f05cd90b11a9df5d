type Entry<V> = { value: V; expires: number; tags: readonly string[] }

/**
 * A small in-memory cache with a time to live per entry and a bound on its size. An entry may
 * carry tags (`identity:0xabc…`), so a write can drop every answer about one thing at once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly byTag = new Map<string, Set<string>>()
  /** When each recently invalidated tag was last dropped, as a `version`. */
  private readonly droppedAt = new Map<string, number>()
  private counter = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5000,
  ) {}

  /**
   * Read before computing an answer and passed to `set`: an answer computed while one of its tags
   * was dropped is not kept, since it may predate the write that dropped it.
   */
  get version(): number {
    return this.counter
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.delete(key)
      return undefined
    }
    return entry.value
  }

  set(
    key: string,
    value: V,
    ttlMs: number,
    tags: readonly string[] = [],
    computedSince = this.counter,
  ): void {
    if (tags.some((tag) => (this.droppedAt.get(tag) ?? -1) > computedSince)) return
    this.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.delete(oldest)
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs, tags })
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set()
      keys.add(key)
      this.byTag.set(tag, keys)
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.byTag.delete(tag)
    }
  }

  /** Drops every entry carrying one of `tags`, and any answer about them still being computed. */
  deleteTagged(tags: readonly string[]): void {
    if (tags.length === 0) return
    this.counter++
    for (const tag of tags) {
      this.droppedAt.delete(tag)
      this.droppedAt.set(tag, this.counter)
      for (const key of [...(this.byTag.get(tag) ?? [])]) this.delete(key)
    }
    // Only answers in flight need the record: the oldest go once there are many.
    while (this.droppedAt.size > this.maxEntries) {
      const oldest = this.droppedAt.keys().next().value
      if (oldest === undefined) break
      this.droppedAt.delete(oldest)
    }
  }
}
