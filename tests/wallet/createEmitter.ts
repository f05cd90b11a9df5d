import type { Listener } from './types.ts'

/** The few lines of EventEmitter an EIP-1193 provider needs, without Node's `events` in the bundle. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          // A throwing listener must not break the request that emitted nor starve the other
          // listeners; rethrown out of band, it still fails the test that installed it.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
