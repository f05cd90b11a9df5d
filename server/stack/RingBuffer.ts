/**
 * Keeps the last `capacity` items pushed, so a long-running service's log costs fixed memory.
 *
 * @example
 * const lines = new RingBuffer<string>(40)
 * lines.push('ready')
 * lines.toArray() // ['ready']
 */
export class RingBuffer<T> {
  readonly #items: T[] = []
  #next = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`RingBuffer capacity must be a positive integer, got ${capacity}.`)
    }
  }

  push(item: T): void {
    if (this.#items.length < this.capacity) this.#items.push(item)
    else this.#items[this.#next] = item
    this.#next = (this.#next + 1) % this.capacity
  }

  /** Oldest first. */
  toArray(): T[] {
    if (this.#items.length < this.capacity) return [...this.#items]
    return [...this.#items.slice(this.#next), ...this.#items.slice(0, this.#next)]
  }
}
