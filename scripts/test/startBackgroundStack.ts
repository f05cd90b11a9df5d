import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { cpuSecondsFromTimes, withCpuTimes } from './testSteps.ts'

/** Whether any process of the group still runs (signal 0 only checks). */
function groupAlive(group: number) {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** The stack `npm test` starts early for the browser tests, and how to wait for it and stop it. */
export type BackgroundStack = {
  /** Resolves when the supervisor says the stack is up; rejects when it exits first. */
  ready: Promise<void>
  /** Stops every service (SIGTERM to the supervisor, which takes its process groups down). */
  stop(): Promise<void>
  /** After `stop()`: the CPU seconds the stack used (every process npm start waited for). */
  cpuSeconds(): number | undefined
}

/** What the browser tests' config reads to reuse a stack `npm test` started (tests/playwright.config.ts). */
export const STACK_RUNNING_ENV = 'KEYPORT_E2E_STACK'

/**
 * Starts `npm start` in the background with the browser tests' settings, its output in `logFile`.
 * Booting the chains, deploying the contracts and building the frame page then happens while the
 * database and packaging tests run, instead of at the start of the browser tests.
 *
 * @example
 * const stack = startBackgroundStack(root, '.keyport/test-timings/stack.log')
 * await stack.ready // before the browser tests
 * await stack.stop()
 */
export function startBackgroundStack(root: string, logFile: string): BackgroundStack {
  const log = createWriteStream(logFile)
  // Under bash, which reports the stack's CPU time once it has stopped (runTests records it).
  const [command, args] = withCpuTimes(['npm', 'start'], { deferSignals: true })
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      KEYPORT_DEV_CLOCK: '1',
      // The sandbox as a production build: each page loads in a second less (server/stack/services.ts).
      KEYPORT_SANDBOX_MODE: process.env.KEYPORT_SANDBOX_MODE ?? 'preview',
      KEYPORT_STACK_HEALTH_TIMEOUT_MS: process.env.KEYPORT_STACK_HEALTH_TIMEOUT_MS ?? '180000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    // Its own process group: npm does not pass a signal on to the supervisor below it, so stop()
    // signals the whole group (bash, npm, its shell and the supervisor, which stops the services).
    detached: true,
  })
  // Four pipes: node types only the first three of a spawn's stdio.
  const [, stdout, stderr, timesPipe] = child.stdio as unknown as [
    null,
    Readable,
    Readable,
    Readable,
  ]
  let times = ''
  timesPipe.on('data', (chunk: Buffer) => {
    times += chunk.toString()
  })
  const timesRead = new Promise((resolve) => timesPipe.once('close', resolve))
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  const ready = new Promise<void>((resolve, reject) => {
    let seen = ''
    stdout.on('data', (chunk: Buffer) => {
      log.write(chunk)
      seen = (seen + chunk.toString()).slice(-200)
      if (seen.includes('Keyport stack is up')) resolve()
    })
    stderr.on('data', (chunk: Buffer) => log.write(chunk))
    void exited.then((code) =>
      reject(new Error(`The stack exited (code ${code}) before it was up; see ${logFile}.`)),
    )
  })
  // Awaited by the caller before the browser tests; a stack that fails early must not be unhandled.
  ready.catch(() => undefined)
  return {
    ready,
    async stop() {
      const group = child.pid
      if (child.exitCode === null && group) process.kill(-group, 'SIGTERM')
      await exited
      await timesRead
      // npm may exit first; the supervisor then stops the services (at most 15 s each).
      for (let waited = 0; group && waited < 30_000 && groupAlive(group); waited += 200)
        await new Promise((resolve) => setTimeout(resolve, 200))
      log.end()
    },
    cpuSeconds: () => cpuSecondsFromTimes(times),
  }
}
