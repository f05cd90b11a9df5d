import { type LatencySummary, summarizeLatencies } from './latencySummary.ts'

/**
 * How many requests of an open-loop schedule are due `elapsedMs` after it began: request i is due
 * at i / rate seconds, so one is due at once, and never more than `total`.
 *
 * @example
 * dueCount(1_000, 100, 500) // 101 (requests 0..100)
 */
export function dueCount(elapsedMs: number, rate: number, total: number): number {
  if (elapsedMs < 0) return 0
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1)
}

export type RunOpenLoopParameters = {
  /** Requests per second. */
  rate: number
  seconds: number
  /** Sends request i; resolves with its HTTP status, 0 for a network error or timeout. */
  send: (index: number) => Promise<number>
  /** Groups the latencies by kind of request, reported in `byLabel`. @default none */
  label?: (index: number) => string
  /** @default performance.now */
  now?: () => number
  /** Yields until the next tick of the schedule. @default a 1 ms timer */
  tick?: () => Promise<void>
}

export type OpenLoopResult = {
  sent: number
  ok: number
  /** Anything but a 2xx: other statuses (429 included) and network errors (status 0). */
  errors: number
  /** How many answers had each status (0: network error). */
  statuses: Record<string, number>
  latency: LatencySummary
  /** The latencies of each label's requests, when `label` was given. */
  byLabel: Record<string, LatencySummary>
  /** Requests sent per second of schedule. */
  achievedRate: number
  /** The latest a request left after its due time: above a few ms, the generator is the limit. */
  maxSendLagMs: number
}

/**
 * Fires requests on a fixed schedule whatever the answers do (open loop), so a slow server shows
 * as latency instead of as fewer requests (no coordinated omission). Each latency runs from the
 * request's due time, not from when it left: a late send counts against the figure.
 *
 * @example
 * const result = await runOpenLoop({ rate: 1000, seconds: 10, send: (i) => get(urls[i % urls.length]) })
 */
export async function runOpenLoop({
  rate,
  seconds,
  send,
  label,
  now = () => performance.now(),
  tick = () => new Promise((resolve) => setTimeout(resolve, 1)),
}: RunOpenLoopParameters): Promise<OpenLoopResult> {
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  const labelled = new Map<string, number[]>()
  const statuses: Record<string, number> = {}
  const inFlight = new Set<Promise<void>>()
  let maxSendLagMs = 0
  let sent = 0
  const start = now()
  while (sent < total) {
    const due = dueCount(now() - start, rate, total)
    for (; sent < due; sent++) {
      const index = sent
      const dueAt = start + (index * 1000) / rate
      maxSendLagMs = Math.max(maxSendLagMs, now() - dueAt)
      const request = send(index)
        .catch(() => 0)
        .then((status) => {
          const latency = now() - dueAt
          latencies.push(latency)
          if (label) {
            const name = label(index)
            const list = labelled.get(name) ?? []
            list.push(latency)
            labelled.set(name, list)
          }
          statuses[status] = (statuses[status] ?? 0) + 1
          inFlight.delete(request)
        })
      inFlight.add(request)
    }
    if (sent < total) await tick()
  }
  const scheduleSeconds = (now() - start) / 1000
  await Promise.all(inFlight)
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2') && status.length === 3)
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    sent,
    ok,
    errors: sent - ok,
    statuses,
    latency: summarizeLatencies(latencies),
    byLabel: Object.fromEntries(
      [...labelled].map(([name, list]) => [name, summarizeLatencies(list)]),
    ),
    achievedRate: scheduleSeconds > 0 ? sent / scheduleSeconds : sent,
    maxSendLagMs,
  }
}
