import type { EventBus } from '../bus/EventBus'
import type { FlagService } from '../flags/FlagService'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Logger } from '../log/Logger'
import type { Clock } from '../time/Clock'
import type { ConnectAnalyticsTrackerParameters } from './connectAnalyticsTracker'
import type { AnalyticsTracker } from './createAnalyticsTracker'

export type StartAnalyticsParameters = {
  bus: EventBus
  flags: FlagService
  options: KeyportOptions
  clock: Clock
  logger: Logger
}

/**
 * Tracks the modal's events while the `analytics` flag is on, for the app's own data API only:
 * without `apiUrl` and `projectId` it does nothing. The tracker's code loads when the browser is
 * idle after start, or with the first event, so the host page's first bundle carries only this.
 * Returns the teardown, which sends what is still queued.
 *
 * @example
 * const stop = startAnalytics({ bus, flags, options, clock, logger })
 */
export function startAnalytics({
  bus,
  flags,
  options,
  clock,
  logger,
}: StartAnalyticsParameters): () => void {
  // A copy made now: changing the options object later cannot send events anywhere else.
  const app = { ...options }
  if (!app.apiUrl || !app.projectId) return () => {}
  let tracker: Promise<AnalyticsTracker> | undefined
  const load = () => {
    if (!tracker) {
      tracker = import('./connectAnalyticsTracker').then((lazy) =>
        lazy.connectAnalyticsTracker({
          options: app as ConnectAnalyticsTrackerParameters['options'],
          clock,
          flags,
          logger,
        }),
      )
      // A chunk that failed to load (offline, a new deploy) is tried again with the next event.
      tracker.catch(() => {
        tracker = undefined
      })
    }
    return tracker
  }
  // Loaded when the browser is idle (as the modal is), so a visitor who opens the modal and
  // leaves at once still has the tracker there to send on `pagehide`; else with the first event.
  const idle = globalThis.requestIdleCallback?.(() => flags.get('analytics') && load(), {
    timeout: 5000,
  })
  const subscription = bus.events$.subscribe((event) => {
    if (!flags.get('analytics')) return
    const at = clock.now()
    load().then(
      (loaded) => loaded.track(event, at),
      () => {},
    )
  })
  return () => {
    if (idle !== undefined) cancelIdleCallback(idle)
    subscription.unsubscribe()
    tracker?.then(
      (loaded) => loaded.dispose(),
      () => {},
    )
  }
}
