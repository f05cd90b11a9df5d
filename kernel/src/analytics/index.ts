// `@keyport/kernel/analytics`: what the data API shares with the tracker (names, limits, the
// batch schemas and the scrubber). The tracker itself loads from `startAnalytics`.
export {
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProperties,
  analyticsEventNames,
  analyticsLimits,
} from './analyticsEventNames'
export {
  type AnalyticsBatch,
  type AnalyticsEventsPage,
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsEventsPageSchema,
  analyticsEventsQuerySchema,
  analyticsPropertiesSchema,
  type StoredAnalyticsEvent,
  storedAnalyticsEventSchema,
} from './analyticsSchemas'
export { scrubAnalyticsValue } from './scrubAnalyticsValue'
