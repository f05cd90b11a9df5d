/** Where log lines go. @default one line on standard output */
export type LogSink = (line: string) => void

export type LogFormat = 'json' | 'text'

export type CreateOpsLoggerParameters = {
  /** The service named in every line: 'api', 'relay', 'frame'. */
  service: string
  /**
   * 'json' writes one JSON object per line (what the cluster sets); 'text' keeps today's quiet
   * console: no line per request. @default 'json' when KEYPORT_LOG_FORMAT=json, else 'text'
   */
  format?: LogFormat
  /** @default process.stdout, one line each */
  sink?: LogSink
  /** @default () => new Date() */
  now?: () => Date
}

export type RequestLogFields = {
  requestId: string
  method: string
  /** The route's pattern ('/v1/account/:address/balance'), never the raw path. */
  route: string
  status: number
  ms: number
}

export type OpsLogger = {
  readonly format: LogFormat
  /** One line per answered request, in JSON format only. */
  request(fields: RequestLogFields): void
  /** One event (a relay connection opened or closed), in JSON format only. */
  event(msg: string, fields?: Record<string, string | number>): void
}

/** The format the environment asks for: `KEYPORT_LOG_FORMAT=json`, else text. */
export function logFormatFromEnv(env: NodeJS.ProcessEnv = process.env): LogFormat {
  return env.KEYPORT_LOG_FORMAT === 'json' ? 'json' : 'text'
}

/**
 * Structured logs of one service: JSON lines with `time`, `level`, `service` and `msg`, or
 * nothing (text format leaves the console as it was).
 *
 * @example
 * const logger = createOpsLogger({ service: 'api', format: 'json' })
 * logger.request({ requestId, method: 'GET', route: '/health', status: 200, ms: 1.2 })
 * // {"time":"2026-…","level":"info","service":"api","msg":"request","requestId":…}
 */
export function createOpsLogger({
  service,
  format = logFormatFromEnv(),
  sink = (line) => process.stdout.write(`${line}\n`),
  now = () => new Date(),
}: CreateOpsLoggerParameters): OpsLogger {
  const write = (level: 'info' | 'warn' | 'error', msg: string, fields: object) => {
    if (format !== 'json') return
    sink(JSON.stringify({ time: now().toISOString(), level, service, msg, ...fields }))
  }
  return {
    format,
    request: (fields) => write(fields.status >= 500 ? 'error' : 'info', 'request', fields),
    event: (msg, fields = {}) => write('info', msg, fields),
  }
}
