import { describe, expect, test } from 'vitest'
import type { ApiMixResult } from './apiMix.ts'
import { clusterTableRows } from './clusterTableRows.ts'
import type { RelayPairsResult } from './relayPairs.ts'

const latency = (p99Ms: number) => ({ count: 100, p50Ms: p99Ms / 2, p99Ms, maxMs: p99Ms })
const api = (p99Ms: number, errors: number) =>
  ({
    sent: 1000,
    ok: 1000 - errors,
    errors,
    statuses: {},
    latency: latency(p99Ms),
    byLabel: { history: latency(p99Ms + 1) },
    achievedRate: 999.6,
    maxSendLagMs: 1,
    generatorCpuPercent: 31,
  }) satisfies ApiMixResult
const relay = {
  sent: 50_000,
  delivered: 50_000,
  lost: 0,
  duplicates: 0,
  refused: 0,
  refusals: {},
  messagesPerSecond: 4999.9,
  maxSendLagMs: 3,
  latency: latency(12),
  generatorCpuPercent: 64.2,
} satisfies RelayPairsResult

describe('clusterTableRows', () => {
  test('behavior: each figure beside the one-process one, with the target; a bench not run is a dash', () => {
    const rows = clusterTableRows(
      { api: api(40, 3), relay },
      { api: api(12, 0) },
      { apiRate: 1000, relayRate: 5000, pairs: 100, seconds: 10 },
    )
    const byFigure = Object.fromEntries(rows.map((row) => [row.figure, row]))
    expect(byFigure['api mix: p99 ms']).toEqual({
      figure: 'api mix: p99 ms',
      oneProcess: '40.0',
      cluster: '12.0',
      target: '< 20',
    })
    expect(byFigure['api mix: history p99 ms']?.cluster).toBe('13.0')
    expect(byFigure['api mix: errors (non-2xx, network)']).toMatchObject({
      oneProcess: '3 of 1000',
      cluster: '0 of 1000',
      target: '0',
    })
    expect(byFigure['relay: messages/s delivered (100 pairs, 5000 offered)']).toMatchObject({
      oneProcess: '5000',
      cluster: '–',
      target: '5000',
    })
    expect(byFigure['load generator CPU % (busiest bench)']?.oneProcess).toBe('64.2')
  })
})
