import {
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsEventsPageSchema,
  analyticsEventsQuerySchema,
} from '@keyport/kernel/analytics'
import { createAnalyticsStore } from '../analytics/createAnalyticsStore.ts'
import { type AnyRoute, defineRoute } from '../http/defineRoute.ts'

/**
 * The modal's analytics (the `analytics` feature): the tracker posts batches of known events
 * here, the app's own data API, and nowhere else; the app reads them back newest first.
 */
export const analyticsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/events',
    summary:
      'Store a batch of 1 to 50 tracked modal events (known names, up to 16 short flat properties each)',
    body: analyticsBatchSchema,
    response: analyticsBatchResponseSchema,
    handler: async ({ body, projectId }, deps) => ({
      stored: await createAnalyticsStore(deps.db).insert(projectId, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/events',
    summary:
      "The project's tracked events, newest first; `event` keeps one name, `cursor` pages on",
    query: analyticsEventsQuerySchema,
    response: analyticsEventsPageSchema,
    handler: ({ query, projectId }, deps) =>
      createAnalyticsStore(deps.db).list({ projectId, ...query }),
  }),
]
