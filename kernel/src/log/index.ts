export {
  type CreateLoggerParameters,
  createLogger,
  type Logger,
  type LogLevel,
  type LogSink,
} from './Logger'
