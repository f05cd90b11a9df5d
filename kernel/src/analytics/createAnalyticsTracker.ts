import { buildUrl } from '../http/buildUrl'
import type { Clock } from '../time/Clock'
import type { AnalyticsEvent } from './analyticsEventNames'
import { analyticsLimits } from './analyticsEventNames'
import { scrubAnalyticsValue } from './scrubAnalyticsValue'
import { toAnalyticsEvent } from './toAnalyticsEvent'

export type CreateAnalyticsTrackerParameters = {
  /** The app's data API: events go to its `/v1/events` and nowhere else. */
  apiUrl: string
  projectId: string
  /** Sent as `st`. @default 'keyport' */
  sdkType?: string
  /** Sent as `sv`. */
  sdkVersion: string
  clock: Clock
  /** The `analytics` flag, read again before each send: off drops what is queued. */
  enabled: () => boolean
  /** @default globalThis.fetch, looked up at send time */
  fetch?: typeof fetch
  /** Where `pagehide` fires. @default globalThis.window */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** Where `visibilitychange` fires: a hidden page sends at once. @default globalThis.document */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  onError?: (error: unknown) => void
  /** Sends when this many events wait (at most 50, the API's batch limit). @default 10 */
  batchSize?: number
  /** Sends this long after the first waiting event. @default 5000 */
  flushAfterMs?: number
}

export type AnalyticsTracker = {
  /** Queues a bus event if it is tracked; a full queue is sent at once. */
  track(busEvent: { name: string; payload: unknown }, timestamp: number): void
  /** Sends what is queued now. */
  flush(): void
  /** Sends what is queued and stops listening to the page. */
  dispose(): void
}

/**
 * The analytics tracker: maps bus events to tracked events, scrubs them, and sends them in
 * batches (10 events, or 5 s after the first) to the app's data API only; it also sends when
 * the page is hidden or left. A send is fire-and-forget (`keepalive`, so it survives the page):
 * a failure is reported to `onError` and the batch is dropped, never retried in a loop.
 *
 * @example
 * const tracker = createAnalyticsTracker({
 *   apiUrl: 'https://api.example', projectId: 'demo', sdkVersion: '1.0.0',
 *   clock: systemClock, enabled: () => flags.get('analytics'),
 * })
 * tracker.track({ name: 'modal:opened', payload: { view: 'Connect' } }, Date.now())
 */
export function createAnalyticsTracker({
  apiUrl,
  projectId,
  sdkType = 'keyport',
  sdkVersion,
  clock,
  enabled,
  fetch: doFetch = (input, init) => globalThis.fetch(input, init),
  page = globalThis.window,
  document = globalThis.document,
  onError = () => {},
  batchSize = 10,
  flushAfterMs = 5000,
}: CreateAnalyticsTrackerParameters): AnalyticsTracker {
  const endpoint = buildUrl(apiUrl, '/v1/events', [{ projectId, st: sdkType, sv: sdkVersion }])
  // One id per page load, never stored: it groups a visit's events and nothing else.
  const sessionId = globalThis.crypto?.randomUUID?.()
  let queue: AnalyticsEvent[] = []
  let cancelTimer: (() => void) | undefined

  const flush = () => {
    cancelTimer?.()
    cancelTimer = undefined
    const events = queue
    queue = []
    if (events.length === 0 || !enabled()) return
    // JSON as JSON: the data API reads no other type (415). keepalive lets the preflight and the
    // send outlive a closing page; the preflight's answer is cached for 10 minutes.
    doFetch(endpoint, {
      method: 'POST',
      body: JSON.stringify({ sessionId, events }),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).then((response) => {
      if (!response.ok) onError(new Error(`POST /v1/events answered ${response.status}`))
    }, onError)
  }
  const onHidden = () => {
    if (document?.visibilityState !== 'visible') flush()
  }
  const size = Math.min(batchSize, analyticsLimits.events)
  page?.addEventListener('pagehide', flush)
  document?.addEventListener('visibilitychange', onHidden)

  return {
    track(busEvent, timestamp) {
      const mapped = toAnalyticsEvent(busEvent)
      if (!mapped || !enabled()) return
      const properties = Object.fromEntries(
        Object.entries(mapped.properties).map(([key, value]) => [key, scrubAnalyticsValue(value)]),
      )
      queue.push({ event: mapped.event, properties, timestamp })
      if (queue.length >= size) flush()
      else cancelTimer ??= clock.setTimeout(flush, flushAfterMs)
    },
    flush,
    dispose() {
      flush()
      page?.removeEventListener('pagehide', flush)
      document?.removeEventListener('visibilitychange', onHidden)
    },
  }
}
