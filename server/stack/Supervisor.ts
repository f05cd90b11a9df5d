import { assertPortsFree } from './assertPortsFree.ts'
import { orderServices } from './orderServices.ts'
import type { Service } from './Service.ts'
import { type ExitStatus, ServiceProcess } from './ServiceProcess.ts'
import { waitForHealth } from './waitForHealth.ts'

export interface SupervisorOptions {
  /** Stream every service's output, prefixed by its name. @default false */
  verbose?: boolean
  /** @default 60_000 */
  healthTimeoutMs?: number
  /** @default 200 */
  healthIntervalMs?: number
  /** Time between SIGTERM and SIGKILL when stopping. @default 5_000 */
  killTimeoutMs?: number
  /** Lines of output kept per service for crash reports. @default 40 */
  logLines?: number
  /** @default console.log */
  print?: (line: string) => void
  /** @default console.error */
  printError?: (line: string) => void
}

type Outcome =
  | { kind: 'healthy' }
  | { kind: 'stopped' }
  | { kind: 'exited'; child: ServiceProcess; status: ExitStatus }

function describeExit({ code, signal, error }: ExitStatus): string {
  if (error) return `could not start (${error.message})`
  if (signal) return `exited on signal ${signal}`
  return `exited with code ${code}`
}

/**
 * Runs the local stack: starts services in dependency order, waits for each health check, and
 * stops all of them when asked or when one dies. Knows nothing of process signals or argv, so
 * tests drive it with an AbortSignal.
 *
 * @example
 * const controller = new AbortController()
 * process.once('SIGINT', () => controller.abort())
 * process.exitCode = await new Supervisor(services()).run(controller.signal)
 */
export class Supervisor {
  readonly #services: readonly Service[]
  readonly #options: Required<SupervisorOptions>
  readonly #running: ServiceProcess[] = []
  readonly #labelWidth: number

  constructor(services: readonly Service[], options: SupervisorOptions = {}) {
    this.#services = services
    this.#options = {
      verbose: false,
      healthTimeoutMs: 60_000,
      healthIntervalMs: 200,
      killTimeoutMs: 5_000,
      logLines: 40,
      print: console.log,
      printError: console.error,
      ...options,
    }
    this.#labelWidth = Math.max(8, ...services.map((s) => s.name.length + 1))
  }

  /** Resolves with the exit code: 0 after `stop` aborts, 1 when anything failed. */
  async run(stop?: AbortSignal): Promise<number> {
    const stopped = new Promise<Outcome>((resolve) => {
      if (stop?.aborted) resolve({ kind: 'stopped' })
      stop?.addEventListener('abort', () => resolve({ kind: 'stopped' }), { once: true })
    })
    let current: ServiceProcess | undefined
    try {
      for (const service of orderServices(this.#services)) {
        current = undefined
        await assertPortsFree(service)
        current = this.#start(service)
        const outcome = await this.#untilHealthy(current, stopped)
        if (outcome.kind !== 'healthy') return await this.#finish(outcome)
        const { print } = this.#options
        print(`  ✓ ${service.name.padEnd(this.#labelWidth + 2)}${service.url}`)
      }
      current = undefined
      this.#options.print('Keyport stack is up. Press Ctrl-C to stop.')
      const deaths = this.#running.map((child) =>
        child.exited.then((status): Outcome => ({ kind: 'exited', child, status })),
      )
      return await this.#finish(await Promise.race([stopped, ...deaths]))
    } catch (error) {
      this.#options.printError(`✗ ${error instanceof Error ? error.message : String(error)}`)
      if (current) {
        this.#options.printError(`  last log lines of ${current.service.name}:`)
        this.#printLastLines(current)
      }
      await this.stopAll()
      return 1
    }
  }

  /** Stops every started service; safe to call more than once. */
  async stopAll(): Promise<void> {
    const running = this.#running.splice(0)
    await Promise.all(running.map((child) => child.stop(this.#options.killTimeoutMs)))
  }

  /** Last resort when the supervisor itself is exiting and cannot wait. */
  killAll(): void {
    for (const child of this.#running) child.kill('SIGKILL')
  }

  #start(service: Service): ServiceProcess {
    const { verbose, logLines, print } = this.#options
    const prefix = `${service.name.padEnd(this.#labelWidth)}| `
    const onLine = verbose ? (line: string) => print(prefix + line) : undefined
    const child = new ServiceProcess(service, { logLines, onLine })
    this.#running.push(child)
    return child
  }

  async #untilHealthy(child: ServiceProcess, stopped: Promise<Outcome>): Promise<Outcome> {
    const { name, url, healthUrl = url } = child.service
    const giveUp = new AbortController()
    const health = waitForHealth(name, healthUrl, {
      timeoutMs: this.#options.healthTimeoutMs,
      intervalMs: this.#options.healthIntervalMs,
      signal: giveUp.signal,
    })
    // Once another outcome wins, the abandoned health check rejects with AbortError: not news.
    health.catch(() => {})
    try {
      return await Promise.race([
        health.then((): Outcome => ({ kind: 'healthy' })),
        child.exited.then((status): Outcome => ({ kind: 'exited', child, status })),
        stopped,
      ])
    } finally {
      giveUp.abort()
    }
  }

  async #finish(outcome: Outcome): Promise<number> {
    if (outcome.kind === 'exited') {
      const { child, status } = outcome
      this.#options.printError(`✗ ${child.service.name} ${describeExit(status)}; last log lines:`)
      this.#printLastLines(child)
    }
    await this.stopAll()
    return outcome.kind === 'stopped' ? 0 : 1
  }

  #printLastLines(child: ServiceProcess): void {
    const lines = child.lastLines()
    if (lines.length === 0) this.#options.printError('    (no output)')
    for (const line of lines) this.#options.printError(`    ${line}`)
  }
}
