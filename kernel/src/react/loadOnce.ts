type Module<T> = { default: T }
type Entry = { promise?: Promise<Module<unknown>>; module?: Module<unknown> }

const entries = new WeakMap<object, Entry>()

/**
 * Loads a lazy module once per `key` and remembers it. Once loaded, it answers with a thenable
 * that resolves synchronously, so a `React.lazy` built on it renders at once instead of
 * suspending (React holds a revealed Suspense boundary back up to 300 ms, which a prefetched
 * modal must not pay). A failed load is forgotten, so the next call tries again.
 *
 * @example
 * const View = lazy(() => loadOnce(definition, definition.load))
 * void loadOnce(definition, definition.load) // prefetch when the browser is idle
 */
export function loadOnce<T>(key: object, load: () => Promise<Module<T>>): PromiseLike<Module<T>> {
  let entry = entries.get(key)
  if (!entry) {
    entry = {}
    entries.set(key, entry)
  }
  const loaded = entry.module as Module<T> | undefined
  if (loaded) return settled(loaded)
  const current = entry
  current.promise ??= load().then(
    (module) => {
      current.module = module
      return module
    },
    (error: unknown) => {
      current.promise = undefined
      throw error
    },
  )
  return current.promise as Promise<Module<T>>
}

// Calls back at once (React's lazy checks right after calling `then`), and still chains.
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose; React's lazy calls it.
    then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null) {
      return Promise.resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A)) as Promise<
        A | B
      >
    },
  }
}
