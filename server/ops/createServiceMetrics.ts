import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

// Node's process metrics (memory, event loop, GC) describe the process, not one server in it:
// collected once per process and added to every server's answer.
let processRegistry: Registry | undefined
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export type CreateServiceMetricsParameters = {
  /** The `service` label: 'api', 'relay', 'frame'. */
  service: string
  /** Add Node's process metrics to the scrape. @default true */
  processMetrics?: boolean
}

export type ServiceMetrics = ReturnType<typeof createServiceMetrics>

/**
 * One server's Prometheus metrics in a registry of its own, so several servers in one process
 * (tests) count apart: requests by route pattern, method and status, their latency, and the
 * rate-limit refusals.
 *
 * @example
 * const metrics = createServiceMetrics({ service: 'api' })
 * metrics.observeRequest({ route: '/health', method: 'GET', status: 200, seconds: 0.002 })
 * const { contentType, body } = await metrics.scrape()
 */
export function createServiceMetrics({
  service,
  processMetrics: withProcess = true,
}: CreateServiceMetricsParameters) {
  const registry = new Registry()
  registry.setDefaultLabels({ service })
  const requests = new Counter({
    name: 'keyport_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'keyport_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const rateLimitRefusals = new Counter({
    name: 'keyport_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the rate limit',
    registers: [registry],
  })
  return {
    registry,
    rateLimitRefusals,
    observeRequest({
      route,
      method,
      status,
      seconds,
    }: {
      route: string
      method: string
      status: number
      seconds: number
    }) {
      requests.inc({ route, method, status: String(status) })
      durations.observe({ route, method }, seconds)
    },
    /** The Prometheus text exposition of this server (and of the process). */
    async scrape() {
      const registries = withProcess ? [registry, processMetrics()] : [registry]
      return {
        contentType: registry.contentType,
        body: (await Promise.all(registries.map((one) => one.metrics()))).join('\n'),
      }
    },
  }
}
