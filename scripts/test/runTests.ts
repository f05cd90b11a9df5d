import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printTimings } from './printTimings.ts'
import { type StepTiming, testSteps, timingsDir } from './testSteps.ts'

// `npm test`: every step of `testSteps` in order, stopping at the first that fails, with the time
// of each. The figures (and the runners' per-file reports) stay in .keyport/test-timings for
// `npm run test:timings`.
const root = fileURLToPath(new URL('../..', import.meta.url))
const dir = timingsDir(root)
mkdirSync(dir, { recursive: true })

const run = (script: string, args: string[]) =>
  new Promise<StepTiming>((resolve) => {
    const started = performance.now()
    const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: root,
      stdio: 'inherit',
    })
    child.on('exit', (code, signal) =>
      resolve({
        script,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        code: code ?? (signal ? 1 : 0),
      }),
    )
  })

const started = performance.now()
const timings: StepTiming[] = []
let failed: StepTiming | undefined
for (const group of [...new Set(testSteps.map((step) => step.group))]) {
  const steps = testSteps.filter((step) => step.group === group)
  const results = await Promise.all(steps.map((step) => run(step.script, step.args(dir))))
  timings.push(...results)
  failed = results.find((result) => result.code !== 0)
  if (failed) break
}
const total = Math.round((performance.now() - started) / 100) / 10
writeFileSync(
  join(dir, 'steps.json'),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), total, steps: timings }, null, 2)}\n`,
)
console.log()
printTimings(root, { slowest: 10 })
if (failed) {
  console.error(`\nnpm test failed at '${failed.script}' (exit code ${failed.code}).`)
  process.exit(failed.code)
}
