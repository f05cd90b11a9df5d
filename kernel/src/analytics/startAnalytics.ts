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
  sdkVersion: string
}

/**
 * Tracks the modal's events while the `analytics` flag is on, for the app's own data API only:
 * without `apiUrl` and `projectId` it does nothing. The tracker's code loads with the first
 * event after start (a click, in practice), so it costs the host page's first bundle only this.
 * Returns the teardown, which sends what is still queued.
 *
 * @example
 * const stop = startAnalytics({ bus, flags, options, clock, logger, sdkVersion: version })
 */
export function startAnalytics({
  bus,
  flags,
  options,
  clock,
  logger,
  sdkVersion,
}: StartAnalyticsParameters): () => void {
  // Read once, now: changing the options object later cannot send events anywhere else.
  const { apiUrl, projectId, sdkType, fetch } = options
  const version = options.sdkVersion ?? sdkVersion
  if (!apiUrl || !projectId) return () => {}
  let tracker: Promise<AnalyticsTracker> | undefined
  const subscription = bus.events$.subscribe((event) => {
    if (event.name.startsWith('kernel:') || !flags.get('analytics')) return
    const at = clock.now()
    tracker ??= import('./createAnalyticsTracker').then(({ createAnalyticsTracker }) =>
      createAnalyticsTracker({
        apiUrl,
        projectId,
        sdkType,
        sdkVersion: version,
        fetch,
        clock,
        enabled: () => flags.get('analytics'),
        onError: (error) => logger.debug('analytics batch not sent', error),
      }),
    )
    tracker.then(
      (loaded) => loaded.track(event, at),
      (error) => {
        tracker = undefined
        logger.warn('analytics could not load', error)
      },
    )
  })
  return () => {
    subscription.unsubscribe()
    tracker?.then((loaded) => loaded.dispose()).catch(() => {})
  }
}
