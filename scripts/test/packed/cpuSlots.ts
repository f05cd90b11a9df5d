/**
 * Runs CPU-bound steps (tsc, builds, tests) at most `slots` at a time, a step that takes `weight`
 * slots waiting until that many are free; the waits on disk and network (npm install) run beside
 * them unlimited. On a 2-core machine two slots keep both cores busy without queueing work on
 * them. Steps start in the order they asked.
 *
 * @example
 * const cpu = cpuSlots(2)
 * await cpu(() => run('tsc'), 1)
 * await cpu(() => run('next build'), 2) // alone: Next.js builds on every core
 */
export function cpuSlots(slots: number) {
  let free = slots
  const waiting: Array<{ weight: number; start(): void }> = []
  const next = () => {
    while (waiting.length > 0 && waiting[0]!.weight <= free) {
      const step = waiting.shift()!
      free -= step.weight
      step.start()
    }
  }
  return async function run<T>(step: () => Promise<T>, weight = 1): Promise<T> {
    const needed = Math.min(weight, slots)
    await new Promise<void>((start) => {
      waiting.push({ weight: needed, start })
      next()
    })
    try {
      return await step()
    } finally {
      free += needed
      next()
    }
  }
}
