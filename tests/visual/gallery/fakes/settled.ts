/**
 * A promise already fulfilled with `value`, marked the way React's `use` reads a settled
 * thenable (`status`, `value`): a view that reads a service through `use` renders at once instead
 * of suspending for a microtask, which React would show only after its fallback throttle.
 */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value })
}
