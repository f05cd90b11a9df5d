import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { type BenchTarget, measureRun, type RunSample } from './browser/measureRun'
import { type Spread, summarize } from './report/summarize'
import type { Sizes } from './size/compressedSizes'
import type { BundleSizes } from './size/measureBundle'

/** A page to measure; Keyport's own pages carry the sizes of their build. */
export type BenchPage = BenchTarget & { bundle?: BundleSizes }

const metrics = [
  'navToButtonMs',
  'clickToListMs',
  'heapBytes',
  'transferredBytes',
  'requests',
  'outsideRequests',
] as const
export type Metric = (typeof metrics)[number]

type ModeResult = {
  cpuThrottle: number
  runs: RunSample[]
  summary: Record<Metric, Spread>
  outsideHosts: string[]
  failures: string[]
}

export type PageResult = Omit<BenchPage, 'button' | 'list'> & {
  selectors: { button: string; list: string }
  /** JS the page fetched before the click and by the time the list showed (from the network). */
  scripts?: { beforeClick: Sizes; afterOpen: Sizes }
  modes: ModeResult[]
}

export type BenchReport = {
  startedAt: string
  chromium: string
  runs: number
  cpuThrottles: number[]
  pages: PageResult[]
}

export type RunBenchParameters = {
  pages: BenchPage[]
  runs: number
  cpuThrottles: number[]
  wallet: boolean
  /** Called after each run, for progress output. */
  onRun?: (page: string, cpuThrottle: number, run: number, result: RunSample | Error) => void
}

/**
 * Measures every page in one browser: a warm-up run each (which also sizes the scripts), then
 * `runs` runs per CPU throttle, the pages taking turns so that a busy moment of the machine hits
 * them alike. A run that fails is recorded, never thrown: the benchmark prints, it does not fail.
 *
 * @example
 * const report = await runBench({ pages, runs: 10, cpuThrottles: [1, 4], wallet: true })
 */
export async function runBench({
  pages,
  runs,
  cpuThrottles,
  wallet,
  onRun,
}: RunBenchParameters): Promise<BenchReport> {
  const startedAt = new Date().toISOString()
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
    headless: true,
  })
  try {
    const results: PageResult[] = pages.map(({ button, list, ...page }) => ({
      ...page,
      selectors: { button, list },
      modes: cpuThrottles.map((cpuThrottle) => ({
        cpuThrottle,
        runs: [],
        summary: summarizeRuns([]),
        outsideHosts: [],
        failures: [],
      })),
    }))
    for (const [index, page] of pages.entries()) {
      const result = results[index] as PageResult
      // The warm-up also fills the server's compression cache and the OS file cache; on a busy
      // machine it may need a second try and a longer wait.
      for (let attempt = 1; attempt <= 2 && !result.scripts; attempt++)
        try {
          const warmUp = await measureRun(browser, page, {
            wallet,
            sizeScripts: true,
            timeoutMs: 120_000,
          })
          result.scripts = warmUp.scripts
        } catch (error) {
          onRun?.(page.name, 1, 0, asError(error))
        }
    }
    for (const [modeIndex, cpuThrottle] of cpuThrottles.entries())
      for (let run = 1; run <= runs; run++)
        for (let turn = 0; turn < pages.length; turn++) {
          const index = (turn + run) % pages.length
          const page = pages[index] as BenchPage
          const mode = (results[index] as PageResult).modes[modeIndex] as ModeResult
          try {
            const sample = await measureRun(browser, page, { cpuThrottle, wallet })
            mode.runs.push(sample)
            onRun?.(page.name, cpuThrottle, run, sample)
          } catch (error) {
            mode.failures.push(asError(error).message.split('\n')[0] ?? 'failed')
            onRun?.(page.name, cpuThrottle, run, asError(error))
          }
        }
    for (const result of results)
      for (const mode of result.modes) {
        mode.summary = summarizeRuns(mode.runs)
        mode.outsideHosts = [...new Set(mode.runs.flatMap((run) => run.outsideHosts))].sort()
      }
    return {
      startedAt,
      chromium: browser.version(),
      runs,
      cpuThrottles,
      pages: results,
    }
  } finally {
    await browser.close()
  }
}

function summarizeRuns(runs: RunSample[]): Record<Metric, Spread> {
  return Object.fromEntries(
    metrics.map((metric) => [metric, summarize(runs.map((run) => run[metric]))]),
  ) as Record<Metric, Spread>
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))
