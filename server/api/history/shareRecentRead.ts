export type ShareRecentReadParameters = {
  /** How long a read's answer serves later callers, in ms. */
  maxAgeMs: number
  /** @default Date.now */
  now?: () => number
}

/**
 * Wraps a read keyed by an object so that callers within `maxAgeMs` of a read share it, the ones
 * that arrive while it is running included: one read per key per period, however many callers.
 * A read that fails is not kept; the next caller reads again. Keys are held weakly.
 *
 * @example
 * const prices = shareRecentRead(readTokenPrices, { maxAgeMs: 1_000 })
 * await Promise.all([prices(chain), prices(chain)]) // one read of the chain
 */
export function shareRecentRead<Key extends object, Value, Rest extends unknown[] = []>(
  read: (key: Key, ...rest: Rest) => Promise<Value>,
  { maxAgeMs, now = Date.now }: ShareRecentReadParameters,
): (key: Key, ...rest: Rest) => Promise<Value> {
  const recent = new WeakMap<Key, { at: number; value: Promise<Value> }>()
  return (key, ...rest) => {
    const known = recent.get(key)
    if (known && now() - known.at < maxAgeMs) return known.value
    const value = read(key, ...rest)
    const entry = { at: now(), value }
    recent.set(key, entry)
    value.catch(() => {
      if (recent.get(key) === entry) recent.delete(key)
    })
    return value
  }
}
