import * as z from 'zod'
import { analyticsEventNames, analyticsLimits } from './analyticsEventNames'

const { events, properties, length } = analyticsLimits

const propertyValueSchema = z.union([
  z.string().max(length, `a property value is at most ${length} characters`),
  z.number().finite(),
  z.boolean(),
  z.null(),
])

/** A tracked event's properties: at most 16 keys (letters, digits, '_'), flat, short values. */
export const analyticsPropertiesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), propertyValueSchema, {
    error: (issue) =>
      issue.code === 'invalid_key'
        ? 'a property key is a letter then up to 31 letters, digits or _'
        : undefined,
  })
  .refine((value) => Object.keys(value).length <= properties, {
    message: `at most ${properties} properties per event`,
  })

// 2020-01-01 to 2100-01-01: a client clock far off is refused, not stored.
const timestampSchema = z
  .number()
  .int('a timestamp is whole milliseconds since the epoch')
  .min(Date.UTC(2020, 0, 1), 'a timestamp is milliseconds since the epoch, after 2020')
  .max(Date.UTC(2100, 0, 1), 'a timestamp is milliseconds since the epoch, before 2100')

/** One tracked event as a client sends it. */
export const analyticsEventSchema = z.object({
  event: z.enum(analyticsEventNames, {
    error: () => `not a tracked event: expected one of ${analyticsEventNames.join(', ')}`,
  }),
  properties: analyticsPropertiesSchema.default({}),
  timestamp: timestampSchema,
})

/**
 * `POST /v1/events`: a batch of 1 to 50 events, with the id a page gives its own events (a random
 * UUID per page load, never stored on the device) so a dashboard can follow one visit.
 */
export const analyticsBatchSchema = z.object({
  sessionId: z.uuid('sessionId is a UUID').optional(),
  events: z
    .array(analyticsEventSchema)
    .min(1, 'a batch holds at least one event')
    .max(events, `a batch holds at most ${events} events`),
})

export const analyticsBatchResponseSchema = z.object({ stored: z.number().int() })

/** `GET /v1/events`: newest first, `limit` per page, `cursor` from the previous page's `next`. */
export const analyticsEventsQuerySchema = z.object({
  event: analyticsEventSchema.shape.event.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'cursor is the `next` value of the previous page')
    .optional(),
})

/** A stored event: what was sent, when it arrived, and its session. */
export const storedAnalyticsEventSchema = z.object({
  id: z.string(),
  event: analyticsEventSchema.shape.event,
  properties: z.record(z.string(), propertyValueSchema),
  timestamp: z.number(),
  receivedAt: z.iso.datetime(),
  sessionId: z.string().nullable(),
})

export const analyticsEventsPageSchema = z.object({
  data: z.array(storedAnalyticsEventSchema),
  /** The cursor of the next (older) page; null on the last. */
  next: z.string().nullable(),
})

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>
export type StoredAnalyticsEvent = z.infer<typeof storedAnalyticsEventSchema>
export type AnalyticsEventsPage = z.infer<typeof analyticsEventsPageSchema>
