import {
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsEventsPageSchema,
  analyticsEventsQuerySchema,
} from '@keyport/kernel/analytics'
import type { ApiDeps } from '../ApiDeps.ts'
import {
  createAnalyticsLimits,
  defaultAnalyticsLimits,
} from '../analytics/createAnalyticsLimits.ts'
import { createAnalyticsStore } from '../analytics/createAnalyticsStore.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'

// A server built without limits (a test's createApiServer) still has a quota and a retention.
const fallback = new WeakMap<ApiDeps['db'], ReturnType<typeof createAnalyticsLimits>>()
const limitsOf = (deps: ApiDeps) => {
  if (deps.analytics) return deps.analytics
  let limits = fallback.get(deps.db)
  if (!limits) {
    limits = createAnalyticsLimits(defaultAnalyticsLimits)
    fallback.set(deps.db, limits)
  }
  return limits
}

/**
 * The modal's analytics (the `analytics` feature): the tracker posts batches of known events
 * here, the app's own data API, and nowhere else, with the public project id and within a daily
 * quota per project and per address; the app reads them back newest first with its secret key.
 * Events past the retention are deleted and never read.
 */
export const analyticsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/events',
    summary:
      'Store a batch of 1 to 50 tracked modal events (known names, up to 16 short flat properties each); 429 past the daily quota per project or per address',
    body: analyticsBatchSchema,
    response: analyticsBatchResponseSchema,
    handler: async ({ body, projectId, ip }, deps) => {
      const limits = limitsOf(deps)
      await limits.admit(projectId, ip, body.events.length)
      const store = createAnalyticsStore(deps.db)
      const now = deps.now()
      if (limits.pruneDue(now)) await store.prune(limits.cutoff(now))
      return { stored: await store.insert(projectId, body) }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/events',
    summary:
      "The project's tracked events, newest first, within the retention; needs the project's secret key (Authorization: Bearer); `event` keeps one name, `cursor` pages on",
    auth: 'secret',
    query: analyticsEventsQuerySchema,
    response: analyticsEventsPageSchema,
    handler: ({ query, projectId }, deps) =>
      createAnalyticsStore(deps.db).list({
        projectId,
        since: limitsOf(deps).cutoff(deps.now()),
        ...query,
      }),
  }),
]
