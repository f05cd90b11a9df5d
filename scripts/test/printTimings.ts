import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type StepTiming, timingsDir } from './testSteps.ts'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  testResults: { name: string; startTime: number; endTime: number }[]
}
interface PlaywrightSuite {
  file?: string
  specs?: { file: string; tests: { results: { duration: number; status: string }[] }[] }[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Each spec file's summed test time (every try of every test), from Playwright's JSON report. */
function specFileTimes(report: PlaywrightReport): Map<string, number> {
  const times = new Map<string, number>()
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          times.set(spec.file, (times.get(spec.file) ?? 0) + result.duration)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return times
}

function table(title: string, rows: [string, number][], slowest: number) {
  console.log(`${title}`)
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, slowest))
    console.log(`  ${seconds(ms).padStart(8)}  ${name}`)
}

/**
 * Prints the last `npm test` run's figures: each step's time and the total, the slowest unit and
 * browser test files, and one closing line with every test counted.
 *
 * @example
 * printTimings('/work/keyport', { slowest: 15 })
 */
export function printTimings(root: string, { slowest }: { slowest: number }): boolean {
  const dir = timingsDir(root)
  const steps = readJson<{
    finishedAt: string
    total: number
    steps: StepTiming[]
    stackCpuSeconds?: number
  }>(join(dir, 'steps.json'))
  if (!steps) {
    console.log('No timings yet: run `npm test` first.')
    return false
  }
  console.log(`npm test, finished ${steps.finishedAt}: ${steps.total.toFixed(1)} s in all`)
  // CPU seconds too: on a shared machine they vary far less between runs than wall times.
  const cpu = (value?: number) => (value === undefined ? '' : `, ${value.toFixed(0)} s of CPU`)
  for (const step of steps.steps)
    console.log(
      `  ${`${step.seconds.toFixed(1)} s`.padStart(8)}  ${step.script}${cpu(step.cpuSeconds)}${step.code === 0 ? '' : ` (failed, exit code ${step.code})`}`,
    )
  if (steps.stackCpuSeconds !== undefined)
    console.log(`            the browser tests' stack${cpu(steps.stackCpuSeconds)}`)
  let passed = 0
  let failed = 0
  for (const file of ['unit.json', 'postgres.json']) {
    const report = readJson<VitestReport>(join(dir, file))
    if (!report) continue
    passed += report.numPassedTests
    failed += report.numFailedTests
    table(
      `Slowest files of ${file === 'unit.json' ? 'test:unit' : 'test:postgres'} (tests only, without imports):`,
      report.testResults.map((r) => [relative(root, r.name), r.endTime - r.startTime]),
      slowest,
    )
  }
  // The browser tests and the example apps' browser tests (testDir tests/e2e and tests/examples).
  const browserRows: [string, number][] = []
  for (const [file, folder] of [
    ['e2e.json', 'tests/e2e'],
    ['examples.json', 'tests/examples'],
  ] as const) {
    const report = readJson<PlaywrightReport>(join(dir, file))
    if (!report) continue
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    for (const [spec, ms] of specFileTimes(report)) browserRows.push([`${folder}/${spec}`, ms])
  }
  if (browserRows.length > 0)
    table('Slowest browser spec files (summed test time, every try):', browserRows, slowest)
  console.log(`${passed} passed, ${failed} failed`)
  return true
}
