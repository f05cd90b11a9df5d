import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printTimings } from './printTimings.ts'
import { STACK_RUNNING_ENV, startBackgroundStack } from './startBackgroundStack.ts'
import {
  cpuSecondsFromTimes,
  type StepTiming,
  testSteps,
  timingsDir,
  withCpuTimes,
} from './testSteps.ts'

// `npm test`: every step of `testSteps` in order, stopping at the first that fails, with the time
// of each. The figures (and the runners' per-file reports) stay in .keyport/test-timings for
// `npm run test:timings`.
const root = fileURLToPath(new URL('../..', import.meta.url))
const dir = timingsDir(root)
mkdirSync(dir, { recursive: true })

const run = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<StepTiming>((resolve) => {
    const started = performance.now()
    const [command, commandArgs] = withCpuTimes([
      'npm',
      'run',
      script,
      ...(args.length > 0 ? ['--', ...args] : []),
    ])
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
      env,
    })
    let times = ''
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      times += chunk.toString()
    })
    // 'close', not 'exit': the CPU times arrive on their pipe as bash exits.
    child.on('close', (code, signal) => {
      const cpuSeconds = cpuSecondsFromTimes(times)
      resolve({
        script,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        ...(cpuSeconds === undefined ? {} : { cpuSeconds }),
        code: code ?? (signal ? 1 : 0),
      })
    })
  })

const started = performance.now()
const timings: StepTiming[] = []
let failed: StepTiming | undefined
// The browser tests' stack boots during the group before theirs, off the critical path.
const groups = [...new Set(testSteps.map((step) => step.group))]
const stackGroup = testSteps.find((step) => step.usesStack)?.group
let stack: ReturnType<typeof startBackgroundStack> | undefined
try {
  for (const group of groups) {
    if (!stack && stackGroup !== undefined && group >= stackGroup - 1)
      stack = startBackgroundStack(root, join(dir, 'stack.log'))
    const steps = testSteps.filter((step) => step.group === group)
    if (stack && steps.some((step) => step.usesStack)) await stack.ready
    const stackEnv = stack ? { ...process.env, [STACK_RUNNING_ENV]: 'running' } : process.env
    const results = await Promise.all(
      steps.map((step) => run(step.script, step.args(dir), step.usesStack ? stackEnv : undefined)),
    )
    timings.push(...results)
    failed = results.find((result) => result.code !== 0)
    if (failed) break
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  failed = { script: "npm start (the browser tests' stack)", seconds: 0, code: 1 }
} finally {
  await stack?.stop()
}
const total = Math.round((performance.now() - started) / 100) / 10
const stackCpuSeconds = stack?.cpuSeconds()
writeFileSync(
  join(dir, 'steps.json'),
  `${JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      total,
      steps: timings,
      ...(stackCpuSeconds === undefined ? {} : { stackCpuSeconds }),
    },
    null,
    2,
  )}\n`,
)
console.log()
printTimings(root, { slowest: 10 })
if (failed) {
  console.error(`\nnpm test failed at '${failed.script}' (exit code ${failed.code}).`)
  process.exit(failed.code)
}
