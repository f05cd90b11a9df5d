// Operations for every Keyport service: readiness, Prometheus metrics, JSON logs, request ids.

export { addRelayMetrics } from './addRelayMetrics.ts'
export { nonCanonicalPath } from './canonicalPath.ts'
export type { ReadinessCheck } from './checkReadiness.ts'
export { type LogFormat, type LogSink, structuredErrorLog } from './createOpsLogger.ts'
export type { ServiceMetrics } from './createServiceMetrics.ts'
export { createServiceOps, type Exchange } from './createServiceOps.ts'
export { DatabaseUnavailableError, watchDatabase } from './watchDatabase.ts'
