export type BenchRow = {
  endpoint: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/**
 * The benchmark's results as a Markdown table, ready for the README.
 *
 * @example
 * formatBenchTable([{ endpoint: 'history', requestsPerSecond: 812.4, p50Ms: 11, p99Ms: 30, errors: 0, non2xx: 0 }])
 * // '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |\n|---|…|\n| history | 812 | 11 | 30 | 0 | 0 |'
 */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']
  const lines = rows.map((row) => [
    row.endpoint,
    Math.round(row.requestsPerSecond).toString(),
    row.p50Ms.toString(),
    row.p99Ms.toString(),
    row.errors.toString(),
    row.non2xx.toString(),
  ])
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')
}
