import type { BenchReport, Metric, PageResult } from '../runBench'
import type { Sizes } from '../size/compressedSizes'
import type { Spread } from './summarize'

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const sizes = (s: Sizes | undefined) =>
  s ? `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}` : 'n/a'

const units: Record<Metric, { label: string; format: (value: number) => string }> = {
  navToButtonMs: { label: 'nav → button ms', format: (v) => v.toFixed(0) },
  clickToListMs: { label: 'click → list ms', format: (v) => v.toFixed(0) },
  heapBytes: { label: 'JS heap MB', format: (v) => (v / 1e6).toFixed(2) },
  transferredBytes: { label: 'transferred kB', format: (v) => kb(v) },
  requests: { label: 'requests', format: (v) => v.toFixed(0) },
  outsideRequests: { label: 'to outside hosts', format: (v) => v.toFixed(0) },
}

const spread = (metric: Metric, { median, min, max }: Spread) => {
  const { format } = units[metric]
  if (Number.isNaN(median)) return 'n/a'
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')

/**
 * The report as Markdown: exact sizes first, then timings per CPU throttle (median, with min–max),
 * then each Keyport page against each other page as ratios of medians.
 *
 * @example
 * writeFileSync('bench.md', formatMarkdown(report))
 */
export function formatMarkdown(report: BenchReport): string {
  const { pages } = report
  const parts = [
    `Chromium ${report.chromium}, ${report.runs} runs per page and throttle, ${report.startedAt}.`,
    '### Sizes (exact; kB = 1000 bytes, raw / gzip / brotli)',
    table(
      [
        'page',
        'initial JS (build)',
        'all JS (build)',
        'JS before the click (network)',
        'JS by the list shown (network)',
      ],
      pages.map((page) => [
        page.name,
        sizes(page.bundle?.initial),
        sizes(page.bundle?.total),
        sizes(page.scripts?.beforeClick),
        sizes(page.scripts?.afterOpen),
      ]),
    ),
    ...pages
      .filter((page) => page.bundle)
      .map((page) =>
        [
          `### Lazy chunks of ${page.name} (raw / gzip / brotli kB)`,
          table(
            ['owner', 'chunks', 'size'],
            (page.bundle?.lazy ?? []).map((owner) => [
              owner.owner,
              String(owner.files.length),
              sizes(owner.sizes),
            ]),
          ),
        ].join('\n\n'),
      ),
    ...report.cpuThrottles.map((cpuThrottle, modeIndex) =>
      [
        `### Timings, ${cpuThrottle === 1 ? 'no CPU throttling' : `${cpuThrottle}x CPU throttling`} (median, min–max)`,
        table(
          ['page', ...Object.values(units).map((unit) => unit.label)],
          pages.map((page) => [
            page.name,
            ...(Object.keys(units) as Metric[]).map((metric) => {
              const mode = page.modes[modeIndex]
              return mode ? spread(metric, mode.summary[metric]) : 'n/a'
            }),
          ]),
        ),
        failures(pages, modeIndex),
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
    ratios(report),
  ]
  return `${parts.filter(Boolean).join('\n\n')}\n`
}

function failures(pages: PageResult[], modeIndex: number): string {
  const lines = pages.flatMap((page) =>
    (page.modes[modeIndex]?.failures ?? []).map((failure) => `- ${page.name}: ${failure}`),
  )
  return lines.length ? `Failed runs:\n${lines.join('\n')}` : ''
}

function ratios(report: BenchReport): string {
  const ours = report.pages.filter((page) => page.bundle)
  const others = report.pages.filter((page) => !page.bundle)
  if (ours.length === 0 || others.length === 0) return ''
  const compared: Metric[] = ['navToButtonMs', 'clickToListMs', 'heapBytes', 'transferredBytes']
  const rows = report.cpuThrottles.flatMap((cpuThrottle, modeIndex) =>
    ours.flatMap((mine) =>
      others.map((other) => [
        `${mine.name} / ${other.name}`,
        cpuThrottle === 1 ? 'none' : `${cpuThrottle}x`,
        ...compared.map((metric) => {
          const a = mine.modes[modeIndex]?.summary[metric].median ?? Number.NaN
          const b = other.modes[modeIndex]?.summary[metric].median ?? Number.NaN
          return Number.isFinite(a / b) ? (a / b).toFixed(2) : 'n/a'
        }),
        ratio(mine.scripts?.beforeClick.gzip, other.scripts?.beforeClick.gzip),
      ]),
    ),
  )
  return [
    '### Ratios of medians (below 1: Keyport is faster or smaller)',
    table(
      [
        'pages',
        'CPU throttle',
        ...compared.map((metric) => units[metric].label),
        'JS before click gzip',
      ],
      rows,
    ),
  ].join('\n\n')
}

const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b ? (a / b).toFixed(2) : 'n/a'
