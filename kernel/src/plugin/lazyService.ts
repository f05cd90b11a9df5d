/** A service whose code loads on first use: `load()` creates it once; `dispose()` stops it. */
export type LazyService<S> = {
  /** Loads and creates the service once; later calls get the same promise (a failure is retried). */
  load(): Promise<S>
  /** Stops the service, now or as soon as a `load()` in flight finishes. */
  dispose(): void
}

/**
 * Wraps a service a plugin creates from a dynamic import, so its code stays out of the host
 * page's first bundle until a view needs it. Provide the wrapper by token and dispose it from the
 * plugin's teardown. The one promise `load()` keeps also suits React's `use`.
 *
 * @example
 * provide(swapServiceToken, (context) =>
 *   lazyService(async () => (await import('./createSwapService')).createSwapService(deps(context))),
 * )
 */
export function lazyService<S extends { dispose(): void }>(
  create: () => Promise<S>,
): LazyService<S> {
  let loaded: Promise<S> | undefined
  let instance: S | undefined
  let disposed = false
  return {
    load() {
      loaded ??= create().then(
        (service) => {
          if (disposed) service.dispose()
          else instance = service
          return service
        },
        (error: unknown) => {
          // A chunk that failed to load (offline, a new deploy) is tried again on the next call.
          loaded = undefined
          throw error
        },
      )
      return loaded
    },
    dispose() {
      disposed = true
      instance?.dispose()
      instance = undefined
    },
  }
}
