import type { Redis } from 'ioredis'
import { ApiError } from '../http/ApiError.ts'
import { ipLimitKey } from '../http/ipLimitKey.ts'
import { createRateLimiter } from '../http/RateLimiter.ts'

const dayMs = 86_400_000
// Deleting expired events is one indexed statement; once an hour per process is plenty.
const pruneEveryMs = 3_600_000

export type AnalyticsLimitSettings = {
  /** Events older than this are deleted, and never read back. @default 90 */
  retentionDays: number
  /** Events one project may store per day (every page of the app together). @default 100_000 */
  projectEventsPerDay: number
  /** Events one client address (IPv6: its /64) may store per day, per project. @default 2_000 */
  ipEventsPerDay: number
}

export const defaultAnalyticsLimits: AnalyticsLimitSettings = {
  retentionDays: 90,
  projectEventsPerDay: 100_000,
  ipEventsPerDay: 2_000,
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, not '${value}'.`)
  return number
}

/**
 * The analytics limits from `KEYPORT_ANALYTICS_RETENTION_DAYS`, `KEYPORT_ANALYTICS_PROJECT_EVENTS_PER_DAY`
 * and `KEYPORT_ANALYTICS_IP_EVENTS_PER_DAY`; throws on a value that is not a whole number above 0.
 *
 * @example
 * analyticsLimitsFromEnv({ KEYPORT_ANALYTICS_RETENTION_DAYS: '30' }).retentionDays // 30
 */
export function analyticsLimitsFromEnv(env: NodeJS.ProcessEnv): AnalyticsLimitSettings {
  return {
    retentionDays: positive(
      'KEYPORT_ANALYTICS_RETENTION_DAYS',
      env.KEYPORT_ANALYTICS_RETENTION_DAYS,
      defaultAnalyticsLimits.retentionDays,
    ),
    projectEventsPerDay: positive(
      'KEYPORT_ANALYTICS_PROJECT_EVENTS_PER_DAY',
      env.KEYPORT_ANALYTICS_PROJECT_EVENTS_PER_DAY,
      defaultAnalyticsLimits.projectEventsPerDay,
    ),
    ipEventsPerDay: positive(
      'KEYPORT_ANALYTICS_IP_EVENTS_PER_DAY',
      env.KEYPORT_ANALYTICS_IP_EVENTS_PER_DAY,
      defaultAnalyticsLimits.ipEventsPerDay,
    ),
  }
}

/** The analytics quota and retention a data API enforces. */
export type AnalyticsLimits = {
  readonly retentionDays: number
  /** Counts `events` for the project and the address; throws 429 when either is over its day. */
  admit(projectId: string, ip: string, events: number): Promise<void>
  /** The oldest `received_at` still kept (`now` minus the retention). */
  cutoff(now: number): Date
  /** True at most once an hour: time to delete what is past the retention. */
  pruneDue(now: number): boolean
}

/**
 * Per-day event quotas per project and per client address (counted in Redis when given, so
 * every instance shares them), and the retention cut-off.
 *
 * @example
 * const limits = createAnalyticsLimits({ ...defaultAnalyticsLimits, redis })
 * await limits.admit('keyport-dev', '203.0.113.7', 3) // or throws a 429 ApiError
 */
export function createAnalyticsLimits({
  retentionDays,
  projectEventsPerDay,
  ipEventsPerDay,
  redis,
  prefix = 'keyport:analytics',
}: AnalyticsLimitSettings & { redis?: Redis; prefix?: string }): AnalyticsLimits {
  const perProject = createRateLimiter({
    limit: projectEventsPerDay,
    windowMs: dayMs,
    redis,
    prefix: `${prefix}:project`,
  })
  const perIp = createRateLimiter({
    limit: ipEventsPerDay,
    windowMs: dayMs,
    redis,
    prefix: `${prefix}:ip`,
  })
  let lastPrune = Number.NEGATIVE_INFINITY
  const refuse = (wait: number, message: string) =>
    new ApiError(429, 'analytics_quota_exceeded', `${message} Try again in ${wait} seconds.`, {
      'retry-after': String(wait),
    })
  return {
    retentionDays,
    async admit(projectId, ip, events) {
      // The address first: one client filling its share leaves the project's share to the rest.
      const ipWait = await perIp.take(`${projectId}|${ipLimitKey(ip)}`, events)
      if (ipWait > 0)
        throw refuse(
          ipWait,
          `Too many analytics events from this address: at most ${ipEventsPerDay} a day per project.`,
        )
      const projectWait = await perProject.take(projectId, events)
      if (projectWait > 0)
        throw refuse(
          projectWait,
          `This project stored its ${projectEventsPerDay} analytics events for today.`,
        )
    },
    cutoff: (now) => new Date(now - retentionDays * dayMs),
    pruneDue(now) {
      if (now - lastPrune < pruneEveryMs) return false
      lastPrune = now
      return true
    },
  }
}
