import {
  type AnalyticsBatch,
  type AnalyticsEventsPage,
  type AnalyticsProperties,
  scrubAnalyticsValue,
} from '@keyport/kernel/analytics'
import type { Database } from '../../db/Database.ts'

type Row = {
  id: string | number | bigint
  name: string
  properties: AnalyticsProperties | string
  occurred_at: Date | string
  received_at: Date | string
  session_id: string | null
}

export type ListAnalyticsEventsParameters = {
  projectId: string
  /** Events received before it are past the retention and not read. @default none */
  since?: Date
  limit: number
  cursor?: string
  event?: string
}

// The API stores nothing personal even from a client that skipped the tracker's scrubbing.
const scrubbed = (properties: AnalyticsProperties) =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, scrubAnalyticsValue(value)]),
  )

/**
 * The analytics events table, per project: `insert` stores one batch in one statement, `list`
 * reads a page newest first (by id, so events of one batch keep the order they were sent in),
 * `prune` deletes what is past the retention.
 *
 * @example
 * const store = createAnalyticsStore(deps.db)
 * await store.insert('keyport-dev', { events: [{ event: 'MODAL_OPEN', properties: {}, timestamp: Date.now() }] })
 * const { data, next } = await store.list({ projectId: 'keyport-dev', limit: 50 })
 */
export function createAnalyticsStore(db: Pick<Database, 'query'>) {
  return {
    async insert(projectId: string, batch: AnalyticsBatch): Promise<number> {
      const params: unknown[] = [projectId, batch.sessionId ?? null]
      const rows = batch.events.map(({ event, properties, timestamp }) => {
        params.push(event, JSON.stringify(scrubbed(properties)), new Date(timestamp).toISOString())
        const n = params.length
        return `($1, $2::uuid, $${n - 2}, $${n - 1}::jsonb, $${n}::timestamptz)`
      })
      const inserted = await db.query(
        `insert into analytics_events (project_id, session_id, name, properties, occurred_at)
         values ${rows.join(', ')} returning id`,
        params,
      )
      return inserted.length
    },

    /** Deletes every project's events received before `before`; resolves with how many. */
    async prune(before: Date): Promise<number> {
      const deleted = await db.query(
        'delete from analytics_events where received_at < $1 returning id',
        [before.toISOString()],
      )
      return deleted.length
    },

    async list({
      projectId,
      since,
      limit,
      cursor,
      event,
    }: ListAnalyticsEventsParameters): Promise<AnalyticsEventsPage> {
      const params: unknown[] = [projectId, limit + 1]
      let where = 'project_id = $1'
      if (cursor !== undefined) {
        params.push(cursor)
        where += ` and id < $${params.length}::bigint`
      }
      if (since !== undefined) {
        params.push(since.toISOString())
        where += ` and received_at >= $${params.length}::timestamptz`
      }
      if (event !== undefined) {
        params.push(event)
        where += ` and name = $${params.length}`
      }
      const rows = await db.query<Row>(
        `select id, name, properties, occurred_at, received_at, session_id
         from analytics_events where ${where} order by id desc limit $2`,
        params,
      )
      const page = rows.slice(0, limit)
      return {
        data: page.map((row) => ({
          id: String(row.id),
          event: row.name as AnalyticsEventsPage['data'][number]['event'],
          properties:
            typeof row.properties === 'string' ? JSON.parse(row.properties) : row.properties,
          timestamp: new Date(row.occurred_at).getTime(),
          receivedAt: new Date(row.received_at).toISOString(),
          sessionId: row.session_id,
        })),
        next: rows.length > limit ? String(page[page.length - 1]?.id) : null,
      }
    },
  }
}
