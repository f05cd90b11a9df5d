import { describe, expect, test } from 'vitest'
import { formatClusterTable, formatFigure } from './formatClusterTable.ts'

describe('formatClusterTable', () => {
  test('behavior: one Markdown row per figure, the cluster column names N', () => {
    expect(
      formatClusterTable(
        [
          { figure: 'api p99 ms', oneProcess: '31.0', cluster: '12.4', target: '< 20' },
          { figure: 'relay lost', oneProcess: '0', cluster: '0', target: '0' },
        ],
        3,
      ),
    ).toBe(
      [
        '| figure | one process | cluster (N=3) | target |',
        '| --- | --- | --- | --- |',
        '| api p99 ms | 31.0 | 12.4 | < 20 |',
        '| relay lost | 0 | 0 | 0 |',
      ].join('\n'),
    )
  })
})

describe('formatFigure', () => {
  test('behavior: whole numbers from 100, one decimal below, a dash when not measured', () => {
    expect(formatFigure(1234.5)).toBe('1235')
    expect(formatFigure(99.94)).toBe('99.9')
    expect(formatFigure(0)).toBe('0.0')
    expect(formatFigure(undefined)).toBe('–')
    expect(formatFigure(Number.NaN)).toBe('–')
  })
})
