import { type ChildProcess, spawn } from 'node:child_process'

export interface KeepAliveOptions {
  /** Stops restarting; the child gets SIGTERM if it has not exited `stopGraceMs` later. */
  signal: AbortSignal
  /**
   * The stack runner signals the whole process group, so the child has its own SIGTERM already;
   * a second one would cut its graceful shutdown short (a `process.once` handler is gone). @default 3_000
   */
  stopGraceMs?: number
  /** Restarts allowed within `windowMs` before giving up with the child's exit code. @default 5 */
  maxRestarts?: number
  /** @default 60_000 */
  windowMs?: number
  /** @default Date.now */
  now?: () => number
  /** Called before each restart, with how the child ended. @default console.error */
  onRestart?: (message: string) => void
  /** @default 'inherit' */
  stdio?: 'inherit' | 'ignore'
}

/**
 * Runs `command` and starts it again whenever it exits unasked (killed, crashed), so one dead
 * cluster instance is a short gap behind the load balancer instead of the stack runner stopping
 * everything. A crash loop (more than `maxRestarts` within `windowMs`) ends with the child's exit
 * code, which the stack runner reports. Resolves with 0 once `signal` aborts and the child is gone.
 *
 * @example
 * const stop = new AbortController()
 * process.once('SIGTERM', () => stop.abort())
 * process.exitCode = await keepAlive('node', ['server.js'], { signal: stop.signal })
 */
export async function keepAlive(
  command: string,
  args: string[],
  {
    signal,
    maxRestarts = 5,
    windowMs = 60_000,
    now = Date.now,
    onRestart = console.error,
    stdio = 'inherit',
    stopGraceMs = 3_000,
  }: KeepAliveOptions,
): Promise<number> {
  const restarts: number[] = []
  for (;;) {
    if (signal.aborted) return 0
    const child: ChildProcess = spawn(command, args, { stdio })
    const end = () => setTimeout(() => child.kill('SIGTERM'), stopGraceMs).unref()
    signal.addEventListener('abort', end, { once: true })
    const { code, exitSignal } = await new Promise<{ code: number; exitSignal?: string }>(
      (resolve) => {
        child.once('error', () => resolve({ code: 127 }))
        child.once('exit', (exitCode, exitSignal) =>
          resolve({ code: exitCode ?? 1, exitSignal: exitSignal ?? undefined }),
        )
      },
    )
    signal.removeEventListener('abort', end)
    if (signal.aborted) return 0
    const at = now()
    while (restarts.length > 0 && at - restarts[0]! > windowMs) restarts.shift()
    if (restarts.length >= maxRestarts) return code === 0 ? 1 : code
    restarts.push(at)
    onRestart(
      `${command} ${exitSignal ? `was killed (${exitSignal})` : `exited with code ${code}`}; starting it again.`,
    )
  }
}
