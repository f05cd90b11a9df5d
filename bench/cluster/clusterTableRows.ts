import type { ApiMixResult } from './apiMix.ts'
import type { EmailLoginsResult } from './emailLogins.ts'
import { type ClusterTableRow, formatFigure } from './formatClusterTable.ts'
import type { RelayPairsResult } from './relayPairs.ts'

/** What one side of the table measured; a bench not run is absent. */
export type BenchFigures = {
  api?: ApiMixResult
  relay?: RelayPairsResult
  email?: EmailLoginsResult
}

export type ClusterTableTargets = {
  /** Offered API requests per second. */
  apiRate: number
  /** Offered relay messages per second. */
  relayRate: number
  pairs: number
  seconds: number
}

/**
 * The table's rows: each figure from the one-process run beside the cluster's, with issue 24's
 * target where it sets one.
 *
 * @example
 * formatClusterTable(clusterTableRows(one, cluster, { apiRate: 1000, relayRate: 5000, pairs: 100, seconds: 10 }), 3)
 */
export function clusterTableRows(
  one: BenchFigures,
  cluster: BenchFigures,
  { apiRate, relayRate, pairs, seconds }: ClusterTableTargets,
): ClusterTableRow[] {
  const row = (
    figure: string,
    read: (side: BenchFigures) => number | string | undefined,
    target: string,
  ): ClusterTableRow => {
    const cell = (side: BenchFigures) => {
      const value = read(side)
      return typeof value === 'string' ? value : formatFigure(value)
    }
    return { figure, oneProcess: cell(one), cluster: cell(cluster), target }
  }
  const counted = (ok: number | undefined, all: number | undefined) =>
    ok === undefined || all === undefined ? undefined : `${ok} of ${all}`
  return [
    row(`api mix: requests/s sent (${apiRate} offered)`, (s) => s.api?.achievedRate, `${apiRate}`),
    row('api mix: p50 ms', (s) => s.api?.latency.p50Ms, '–'),
    row('api mix: p99 ms', (s) => s.api?.latency.p99Ms, '< 20'),
    row('api mix: history p99 ms', (s) => s.api?.byLabel.history?.p99Ms, '< 20'),
    row('api mix: errors (non-2xx, network)', (s) => counted(s.api?.errors, s.api?.sent), '0'),
    row(
      `relay: messages/s delivered (${pairs} pairs, ${relayRate} offered)`,
      (s) => s.relay?.messagesPerSecond,
      `${relayRate}`,
    ),
    row('relay: p99 delivery ms', (s) => s.relay?.latency.p99Ms, '–'),
    row('relay: lost', (s) => counted(s.relay?.lost, s.relay?.sent), '0'),
    row('relay: refused publishes', (s) => counted(s.relay?.refused, s.relay?.sent), '0'),
    row('email logins/s to code sent', (s) => s.email && s.email.ok / seconds, '–'),
    row('email login p99 ms', (s) => s.email?.latency.p99Ms, '–'),
    row('email login errors', (s) => counted(s.email?.errors, s.email?.sent), '0'),
    row(
      'load generator CPU % (busiest bench)',
      (s) => maxOf([s.api, s.relay, s.email].map((r) => r?.generatorCpuPercent)),
      '< 80',
    ),
    row(
      'load generator send lag, max ms (busiest bench)',
      (s) => maxOf([s.api, s.relay, s.email].map((r) => r?.maxSendLagMs)),
      '< 20',
    ),
  ]
}

const maxOf = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined)
  return known.length === 0 ? undefined : Math.max(...known)
}
