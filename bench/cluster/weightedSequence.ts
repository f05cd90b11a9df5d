/**
 * One cycle of a weighted mix, spread out rather than in runs (smooth weighted round robin): each
 * name appears as often as its weight, and a light name is never bunched at one end.
 *
 * @example
 * weightedSequence({ a: 2, b: 1 }) // ['a', 'b', 'a']
 */
export function weightedSequence<Name extends string>(
  weights: Readonly<Record<Name, number>>,
): Name[] {
  const entries = (Object.entries(weights) as [Name, number][]).filter(([, weight]) => weight > 0)
  for (const [name, weight] of entries)
    if (!Number.isInteger(weight)) throw new Error(`The weight of ${name} must be a whole number.`)
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  const current = new Map<Name, number>(entries.map(([name]) => [name, 0]))
  const sequence: Name[] = []
  for (let i = 0; i < total; i++) {
    let best: Name | undefined
    for (const [name, weight] of entries) {
      const value = (current.get(name) ?? 0) + weight
      current.set(name, value)
      if (best === undefined || value > (current.get(best) ?? 0)) best = name
    }
    if (best === undefined) break
    current.set(best, (current.get(best) ?? 0) - total)
    sequence.push(best)
  }
  return sequence
}
