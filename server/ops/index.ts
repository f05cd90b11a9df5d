// Operations for every Keyport service: readiness, Prometheus metrics, JSON logs, request ids.

export { type AddRelayMetricsParameters, addRelayMetrics } from './addRelayMetrics.ts'
export { checkReadiness, type ReadinessCheck, type ReadinessReport } from './checkReadiness.ts'
export {
  createOpsLogger,
  type LogFormat,
  type LogSink,
  logFormatFromEnv,
} from './createOpsLogger.ts'
export { createServiceMetrics, type ServiceMetrics } from './createServiceMetrics.ts'
export {
  createServiceOps,
  type Exchange,
  readyRetryAfterSeconds,
  type ServiceOps,
} from './createServiceOps.ts'
export { isDatabaseUnavailable } from './isDatabaseUnavailable.ts'
export { requestIdFrom, requestIdHeaders, withRequestId } from './requestId.ts'
export { DatabaseUnavailableError, watchDatabase } from './watchDatabase.ts'
