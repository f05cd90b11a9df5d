import type { FlagService } from '../flags/FlagService'
import type { KeyportOptions } from '../kernel/KeyportOptions'
import type { Logger } from '../log/Logger'
import type { Clock } from '../time/Clock'
import { version } from '../version'
import { type AnalyticsTracker, createAnalyticsTracker } from './createAnalyticsTracker'

export type ConnectAnalyticsTrackerParameters = {
  /** The app's options as they were at start, with `apiUrl` and `projectId`. */
  options: KeyportOptions & { apiUrl: string; projectId: string }
  clock: Clock
  flags: FlagService
  logger: Logger
}

/**
 * The tracker for one kernel, from its options, flags and logger (the lazy half of
 * `startAnalytics`, so the host page's first bundle carries none of this).
 *
 * @example
 * const tracker = connectAnalyticsTracker({ options, clock, flags, logger })
 */
export function connectAnalyticsTracker({
  options,
  clock,
  flags,
  logger,
}: ConnectAnalyticsTrackerParameters): AnalyticsTracker {
  return createAnalyticsTracker({
    apiUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion ?? version,
    fetch: options.fetch,
    clock,
    enabled: () => flags.get('analytics'),
    onError: (error) => logger.debug('analytics batch not sent', error),
  })
}
