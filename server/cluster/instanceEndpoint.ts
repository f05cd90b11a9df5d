import type { Endpoint } from '@keyport/stack'

/**
 * Where instance `i` of a service listens: the balancer's port + 100 × i (api 4100, 4200, …).
 *
 * @example
 * instanceEndpoint(endpointFromEnv({}, 'API', 4000), 2).url // 'http://127.0.0.1:4200'
 */
export function instanceEndpoint(lb: Endpoint, i: number): Endpoint {
  const port = lb.port + 100 * i
  return { ...lb, port, url: lb.url.replace(`:${lb.port}`, `:${port}`) }
}
