import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export type ServiceProcessParameters = {
  /** A start file as `npm start` runs it, e.g. 'server/api/start.ts'. */
  startFile: string
  env: NodeJS.ProcessEnv
  /** Matches the line the service prints once it listens. */
  ready: RegExp
}

/** One service instance as a real child process (tsx), that a test can SIGKILL and start again. */
export type ServiceProcess = {
  /** False once the process has exited, whatever the reason. */
  readonly running: boolean
  /** Resolves with the process's exit code or signal name once it has exited. */
  readonly exited: Promise<string>
  /** Everything it printed (stdout and stderr), for a failing test's message. */
  output(): string
  /** SIGKILL, as a crash or the OOM killer does; resolves once it has exited. */
  kill(): Promise<void>
  /** SIGTERM and wait: the clean stop of a test's end. */
  stop(): Promise<void>
}

// tsx's loader inside the service's own node process: the tsx command would run the service in
// a child of its own, which a SIGKILL of the command leaves running.
const nodeArgs = ['--import', 'tsx']

/**
 * Spawns a start file in one node process with tsx's loader and resolves once it printed its ready line (each start file
 * prints its URL after it listens); rejects with its output if it exits first.
 *
 * @example
 * const relay = await startServiceProcess({ startFile: 'server/relay/start.ts', env, ready: /^relay on / })
 */
export async function startServiceProcess({
  startFile,
  env,
  ready,
}: ServiceProcessParameters): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, startFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let running = true
  // A test worker that dies without its afterAll must not leave a service behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false
      process.off('exit', killOnExit)
      resolve(signal ?? String(code))
    }),
  )
  const listened = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line)
        if (ready.test(line)) resolve()
      })
    void exited.then((how) =>
      reject(new Error(`${startFile} exited (${how}) before it listened:\n${lines.join('\n')}`)),
    )
  })
  await listened
  const signalAndWait = async (signal: NodeJS.Signals) => {
    if (!running) return
    child.kill(signal)
    await exited
  }
  return {
    get running() {
      return running
    },
    exited,
    output: () => lines.join('\n'),
    kill: () => signalAndWait('SIGKILL'),
    stop: () => signalAndWait('SIGTERM'),
  }
}
