import { describe, expect, test } from 'vitest'
import { formatBenchTable } from './formatBenchTable.ts'

describe('formatBenchTable', () => {
  test('behavior: one Markdown row per endpoint, requests per second rounded', () => {
    expect(
      formatBenchTable([
        {
          endpoint: 'history',
          requestsPerSecond: 812.6,
          p50Ms: 11,
          p99Ms: 30,
          errors: 0,
          non2xx: 2,
        },
      ]),
    ).toBe(
      [
        '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |',
        '| --- | --- | --- | --- | --- | --- |',
        '| history | 813 | 11 | 30 | 0 | 2 |',
      ].join('\n'),
    )
  })
})
