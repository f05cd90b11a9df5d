import { join } from 'node:path'

/** Where `npm test` keeps the figures of its last run, for `npm run test:timings`. */
export const timingsDir = (root: string) => join(root, '.keyport', 'test-timings')

export interface TestStep {
  /** The npm script the step runs. */
  script: string
  /** Arguments handed to the script's last command (the reporters that record per-file times). */
  args(dir: string): string[]
  /** Steps with the same group run at the same time; groups run in order. */
  group: number
  /**
   * The step runs against the local stack, which `npm test` starts in the background when the
   * group before this step's begins, and stops at the end.
   */
  usesStack?: boolean
}

/**
 * What `npm test` runs. The type check (one core, about 25 s of CPU), lint and knip (undeclared or
 * unused dependencies, unused files and exports: a few seconds, `knip.jsonc`) run beside the unit
 * tests, whose two workers often wait on chains, servers and child processes; then the database
 * tests beside the packed-packages test (which also builds the example apps); then the visual
 * suite, the cluster fault tests and the docs site, while the browser tests' stack boots; then the
 * browser tests beside the example apps' browser tests. Each test run records its per-file times.
 */
export const testSteps: TestStep[] = [
  { script: 'typecheck', args: () => [], group: 0 },
  { script: 'lint', args: () => [], group: 0 },
  { script: 'knip', args: () => [], group: 0 },
  {
    script: 'test:unit',
    // Every vitest project but `database`, whose suites the PostgreSQL step runs (vitest.config.ts):
    // once is enough. `npm run test:unit` alone still runs every project, `database` on PGlite.
    args: (dir) => [
      '--project=ui',
      '--project=node',
      '--project=node-shared',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(dir, 'unit.json')}`,
    ],
    group: 0,
  },
  {
    script: 'test:postgres',
    args: (dir) => [
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(dir, 'postgres.json')}`,
    ],
    group: 1,
  },
  // Packs every publishable package and builds an outside app on React 18 and 19 from the
  // tarballs: mostly npm, tsc and Vite in child processes, beside the database tests.
  { script: 'test:packed', args: () => [], group: 1 },
  // Every modal view from the gallery (no stack): screenshots, axe and the overflow check, about
  // 30 s alone. Beside the two steps above it took 68 s and slowed both by half (npm test at
  // 13:35 on 2026-11-25), so it runs on its own. Per-test times: .keyport/test-timings/visual.json.
  { script: 'test:visual', args: () => [], group: 2 },
  // The cluster fault tests (tests/cluster): HAProxy, PostgreSQL, Redis and service processes
  // killed and restarted under a small load; mostly waiting on child processes, about 35 s.
  { script: 'test:cluster', args: () => [], group: 2 },
  // The documentation site (scripts/docs/build.ts): the API reference from the published entry
  // points (TypeDoc), every ts/tsx sample of the guides type-checked, the VitePress build (dead
  // links fail it) and the #anchor check. One process, about 55 s of CPU, needing no stack: here
  // the two steps beside it mostly wait on browsers and child processes, while in group 0 the
  // type check and the unit tests already fill both cores.
  { script: 'docs:build', args: () => [], group: 2 },
  { script: 'test:e2e', args: () => [], group: 3, usesStack: true },
  // The example apps (examples/next, examples/vite-react18) as test:packed built them from the
  // tarballs (.keyport/examples), served by `next start` and `vite preview`, tested in Chromium
  // against the stack: no console error or hydration warning, Connect in the server HTML, and a
  // reload of a connected page straight to the account button. A few tests, about 30 s, beside
  // the browser tests: after them they would add their whole time to the run.
  { script: 'test:examples', args: () => [], group: 3, usesStack: true },
]

/** One step's outcome, as `.keyport/test-timings/steps.json` records it. */
export interface StepTiming {
  script: string
  seconds: number
  /**
   * CPU seconds (user and system) of the step and every process it waited for: on a shared
   * machine wall times vary by half between runs, CPU seconds by a few percent.
   */
  cpuSeconds?: number
  code: number
}

/**
 * `command` run by bash, which, once the command has exited, writes to file descriptor 3 the CPU
 * time of every process it waited for (bash's `times`), and exits with the command's code. With
 * `deferSignals` bash itself waits out SIGINT and SIGTERM (its children still get them) to report.
 *
 * @example
 * spawn(...withCpuTimes(['npm', 'run', 'test:unit']), { stdio: ['inherit', 'inherit', 'inherit', 'pipe'] })
 */
export function withCpuTimes(command: string[], { deferSignals = false } = {}): [string, string[]] {
  const trap = deferSignals ? 'trap : INT TERM; ' : ''
  // The command runs without descriptor 3, so it closes as bash exits, whatever bash leaves running.
  return ['bash', ['-c', `${trap}"$@" 3>&-; code=$?; times >&3; exit $code`, 'bash', ...command]]
}

/**
 * The children's CPU seconds from bash's `times` output (its second line, `0m12.345s 0m1.200s`:
 * user, then system), or undefined when there is none.
 *
 * @example
 * cpuSecondsFromTimes('0m0.004s 0m0.001s\n1m2.500s 0m7.250s\n') // 69.75
 */
export function cpuSecondsFromTimes(output: string): number | undefined {
  const children = output.trim().split('\n')[1] ?? ''
  const parts = [...children.matchAll(/(\d+)m(\d+[.,]\d+)s/g)]
  if (parts.length !== 2) return undefined
  const seconds = parts.reduce(
    (sum, [, minutes, rest]) => sum + Number(minutes) * 60 + Number(rest?.replace(',', '.')),
    0,
  )
  return Math.round(seconds * 10) / 10
}
