import type { EventBus } from '../bus/EventBus'
import type { FlagService } from '../flags/FlagService'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Logger } from '../log/Logger'
import type { Clock } from '../time/Clock'
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
 * without `apiUrl` and `projectId` it does nothing. The tracker's code loads with the first
 * event after start (a click, in practice), so the host page's first bundle carries only this.
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
  const { apiUrl, projectId } = app
  if (!apiUrl || !projectId) return () => {}
  let tracker: Promise<AnalyticsTracker> | undefined
  const subscription = bus.events$.subscribe((event) => {
    if (!flags.get('analytics')) return
    const at = clock.now()
    tracker ??= import('./connectAnalyticsTracker').then((lazy) =>
      lazy.connectAnalyticsTracker({
        options: { ...app, apiUrl, projectId },
        clock,
        flags,
        logger,
      }),
    )
    tracker.then(
      (loaded) => loaded.track(event, at),
      // A chunk that failed to load (offline, a new deploy) is tried again with the next event.
      () => {
        tracker = undefined
      },
    )
  })
  return () => {
    subscription.unsubscribe()
    tracker?.then(
      (loaded) => loaded.dispose(),
      () => {},
    )
  }
}
