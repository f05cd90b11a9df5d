export type ClusterTableRow = {
  figure: string
  /** Against instance 1 directly. */
  oneProcess: string
  /** Through the load balancer. */
  cluster: string
  target: string
}

/**
 * `npm run bench:cluster`'s figures as a Markdown table: each figure beside the one-process
 * figure from the same run, and the target.
 *
 * @example
 * formatClusterTable([{ figure: 'api p99 ms', oneProcess: '31', cluster: '12', target: '< 20' }], 3)
 * // '| figure | one process | cluster (N=3) | target |\n| --- | … |\n| api p99 ms | 31 | 12 | < 20 |'
 */
export function formatClusterTable(rows: readonly ClusterTableRow[], instances: number): string {
  const header = ['figure', 'one process', `cluster (N=${instances})`, 'target']
  const lines = rows.map((row) => [row.figure, row.oneProcess, row.cluster, row.target])
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')
}

/**
 * A figure for the table: whole numbers at 100 and above, one decimal below, '–' when not measured.
 *
 * @example
 * formatFigure(1234.5) // '1235'
 * formatFigure(7.25) // '7.3'
 */
export function formatFigure(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–'
  return Math.abs(value) >= 100 ? Math.round(value).toString() : value.toFixed(1)
}
