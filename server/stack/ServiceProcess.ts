import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { RingBuffer } from './RingBuffer.ts'
import type { Service } from './Service.ts'

export interface ExitStatus {
  code: number | null
  signal: NodeJS.Signals | null
  /** Set when the process could not be spawned at all (missing binary, bad cwd). */
  error?: Error
}

export interface ServiceProcessOptions {
  /** @default 40 */
  logLines?: number
  /** Called with every output line, for `--verbose`. */
  onLine?: (line: string) => void
}

/**
 * A running service: its own process group (so children such as esbuild die with it) and the
 * last lines it printed.
 *
 * @example
 * const sandbox = new ServiceProcess(service)
 * const status = await sandbox.exited
 */
export class ServiceProcess {
  readonly exited: Promise<ExitStatus>
  readonly #child: ChildProcess
  readonly #log: RingBuffer<string>
  #status: ExitStatus | undefined

  constructor(
    readonly service: Service,
    { logLines = 40, onLine }: ServiceProcessOptions = {},
  ) {
    this.#log = new RingBuffer(logLines)
    this.#child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: { ...process.env, ...service.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const record = (line: string) => {
      this.#log.push(line)
      onLine?.(line)
    }
    const streams = [this.#child.stdout, this.#child.stderr].filter((s): s is Readable => !!s)
    for (const stream of streams)
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', record)
    this.exited = new Promise((resolve) => {
      const finish = (status: ExitStatus) => {
        this.#status ??= status
        resolve(this.#status)
      }
      this.#child.once('error', (error) => finish({ code: null, signal: null, error }))
      this.#child.once('exit', (code, signal) => {
        // 'close' waits for stdio so the last lines are in the buffer, but a grandchild that
        // still holds the pipe would delay it forever.
        const settle = () => finish({ code, signal })
        this.#child.once('close', settle)
        setTimeout(settle, 300).unref()
      })
    })
  }

  get running(): boolean {
    return this.#status === undefined
  }

  lastLines(): string[] {
    return this.#log.toArray()
  }

  /** Signals the whole process group; false once the group is gone. */
  kill(signal: NodeJS.Signals | 0): boolean {
    const pid = this.#child.pid
    if (pid === undefined) return false
    try {
      process.kill(-pid, signal)
      return true
    } catch {
      return false
    }
  }

  /** SIGTERM to the group, SIGKILL to whatever is left after `killTimeoutMs`. */
  async stop(killTimeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + killTimeoutMs
    if (this.kill('SIGTERM')) {
      while (Date.now() < deadline && this.kill(0)) await sleep(50)
      this.kill('SIGKILL')
    }
    if (this.#child.pid !== undefined) await this.exited
  }
}
