import { Observable, type OperatorFunction, switchMap } from 'rxjs'
import type { Clock } from './Clock'

/** One emission after `ms` on `clock`; unsubscribing cancels the timer. */
function after(clock: Clock, ms: number): Observable<void> {
  return new Observable<void>((subscriber) =>
    clock.setTimeout(() => {
      subscriber.next()
      subscriber.complete()
    }, ms),
  )
}

/**
 * An RxJS operator for "ask as the user types": it waits until the source has been quiet for
 * `ms` (on the kernel's clock, so tests drive it by hand), then runs `request` for the latest
 * value. A newer value at once aborts the request still running (its `signal` fires) and its
 * answer is never emitted, so a slow, stale answer cannot overwrite a fresh one, not even while
 * the newer value waits out its own pause.
 *
 * `request` should settle with a value for expected failures (an error state): a rejection ends
 * the stream, as any RxJS error does.
 *
 * @example
 * amount$.pipe(
 *   debounceLatest(clock, 500, (amount, signal) => api.quote({ amount, signal }).catch(toErrorState)),
 * ).subscribe(showQuote)
 */
export function debounceLatest<T, R>(
  clock: Clock,
  ms: number,
  request: (value: T, signal: AbortSignal) => Promise<R>,
): OperatorFunction<T, R> {
  return switchMap((value) =>
    after(clock, ms).pipe(
      switchMap(
        () =>
          new Observable<R>((subscriber) => {
            const controller = new AbortController()
            request(value, controller.signal).then(
              (result) => {
                if (controller.signal.aborted) return
                subscriber.next(result)
                subscriber.complete()
              },
              (error: unknown) => {
                if (!controller.signal.aborted) subscriber.error(error)
              },
            )
            return () => controller.abort()
          }),
      ),
    ),
  )
}
