import type { ServicePort } from './Service.ts'
import { StackError } from './StackError.ts'

export interface Endpoint extends ServicePort {
  url: string
}

/**
 * Host and port of one service from `KEYPORT_<KEY>_HOST` / `KEYPORT_<KEY>_PORT`, falling back to
 * `KEYPORT_HOST` and the design's default port.
 *
 * @example
 * endpointFromEnv(process.env, 'SANDBOX', 5173)
 * // { host: '127.0.0.1', port: 5173, env: 'KEYPORT_SANDBOX_PORT', url: 'http://127.0.0.1:5173' }
 */
export function endpointFromEnv(
  env: NodeJS.ProcessEnv,
  key: string,
  defaultPort: number,
  scheme = 'http',
): Endpoint {
  const portEnv = `KEYPORT_${key}_PORT`
  const host = env[`KEYPORT_${key}_HOST`] || env.KEYPORT_HOST || '127.0.0.1'
  const raw = env[portEnv]
  const port = raw ? Number(raw) : defaultPort
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new StackError(`${portEnv}=${raw} is not a port; use a whole number from 1 to 65535.`)
  }
  const urlHost = host.includes(':') ? `[${host}]` : host
  return { host, port, env: portEnv, url: `${scheme}://${urlHost}:${port}` }
}
