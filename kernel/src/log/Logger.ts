/** How much a logger prints: each level includes the ones after it; 'silent' prints nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** Where log lines go. `console` fits; tests pass an object of spies. */
export type LogSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>

export interface Logger {
  debug(msg: string, ...data: unknown[]): void
  info(msg: string, ...data: unknown[]): void
  warn(msg: string, ...data: unknown[]): void
  error(msg: string, ...data: unknown[]): void
  /** A logger with the same level and sink whose lines name a narrower scope. */
  child(scope: string): Logger
}

export type CreateLoggerParameters = {
  /**
   * The least severe level printed. The spec's default is 'error'.
   * @default 'error'
   */
  level?: LogLevel
  /**
   * The scope named in each line. Lines read `[keyport]` for the default scope and
   * `[keyport:<scope>]` otherwise; `child` appends `:<child>`.
   * @default 'keyport'
   */
  scope?: string
  /**
   * Receives the lines.
   * @default console
   */
  sink?: LogSink
}

const severity: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

function build(level: LogLevel, path: readonly string[], sink: LogSink): Logger {
  const prefix = `[${['keyport', ...path].join(':')}]`
  const at =
    (method: Exclude<LogLevel, 'silent'>) =>
    (msg: string, ...data: unknown[]) => {
      if (severity[method] >= severity[level]) sink[method](`${prefix} ${msg}`, ...data)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (scope) => build(level, [...path, scope], sink),
  }
}

/**
 * Creates a leveled logger whose lines start with `[keyport:<scope>]`.
 *
 * @example
 * const logger = createLogger({ level: 'warn' })
 * logger.child('http').warn('retrying', { attempt: 2 }) // [keyport:http] retrying { attempt: 2 }
 */
export function createLogger({
  level = 'error',
  scope = 'keyport',
  sink = console,
}: CreateLoggerParameters = {}): Logger {
  return build(level, scope === 'keyport' ? [] : [scope], sink)
}
