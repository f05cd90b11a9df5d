/** Blocks a blockhash stays usable for (Agave's MAX_PROCESSING_AGE). */
export const maxProcessingAge = 150

/**
 * The blockhash of each recent slot and how long it lasts: a transaction may use any blockhash
 * whose `lastValidBlockHeight` the chain has not passed, as on a real cluster (litesvm itself only
 * accepts its latest one).
 *
 * @example
 * queue.add(12, 'Hash…'); queue.isValid('Hash…', 13) // true
 */
export class BlockhashQueue {
  private bySlot = new Map<number, string>()
  private byHash = new Map<string, number>()

  add(slot: number, blockhash: string): void {
    this.bySlot.set(slot, blockhash)
    this.byHash.set(blockhash, slot)
    // Keep a little more than the usable window, so an expired hash still reads as expired.
    const old = slot - 2 * maxProcessingAge
    const expired = this.bySlot.get(old)
    if (expired !== undefined) {
      this.bySlot.delete(old)
      this.byHash.delete(expired)
    }
  }

  /** The blockhash recorded for `slot`, or the newest one before it. */
  at(slot: number): { blockhash: string; lastValidBlockHeight: number } {
    for (let s = slot; s >= slot - 2 * maxProcessingAge; s--) {
      const blockhash = this.bySlot.get(s)
      if (blockhash) return { blockhash, lastValidBlockHeight: s + maxProcessingAge }
    }
    throw new Error(`No blockhash recorded at or before slot ${slot}.`)
  }

  isValid(blockhash: string, blockHeight: number): boolean {
    const slot = this.byHash.get(blockhash)
    return slot !== undefined && blockHeight <= slot + maxProcessingAge
  }
}
