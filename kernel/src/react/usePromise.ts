import * as React from 'react'

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown }

const results = new WeakMap<Promise<unknown>, Settled<unknown>>()

/**
 * React 18's way to `use` a promise: throw it until it settles (Suspense shows the fallback and
 * renders again), then answer with its value or throw its error. The promise must be the same
 * object on every render (a `lazyService`'s `load()` keeps one).
 */
export function readPromise<T>(promise: Promise<T>): T {
  const result = results.get(promise) as Settled<T> | undefined
  if (result?.status === 'fulfilled') return result.value
  if (result?.status === 'rejected') throw result.reason
  throw promise.then(
    (value) => {
      results.set(promise, { status: 'fulfilled', value })
    },
    (reason: unknown) => {
      results.set(promise, { status: 'rejected', reason })
    },
  )
}

// React 19's `use`, looked up at run time: the package takes React 18 too, which has none.
const reactUse = (React as { use?: <T>(promise: Promise<T>) => T }).use

/**
 * The value of a promise, suspending the component until it settles: React's `use` on React 19,
 * the same behaviour on React 18. Pass the same promise object on every render.
 *
 * @example
 * const swap = usePromise(useService(swapServiceToken).load())
 */
export function usePromise<T>(promise: Promise<T>): T {
  return reactUse ? reactUse(promise) : readPromise(promise)
}
