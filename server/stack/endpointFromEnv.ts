import type { ServicePort } from './Service.ts'
import { StackError } from './StackError.ts'

export interface Endpoint extends ServicePort {
  url: string
}

/**
 * Host and port of one service from `KEYPORT_<KEY>_HOST` / `KEYPORT_<KEY>_PORT`, falling back to
 * `KEYPORT_HOST` and the design's default port. `KEYPORT_PORT_OFFSET` shifts every default port
 * (not the ports set one by one), so a second checkout runs a whole stack beside the first.
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
  const port = raw ? Number(raw) : defaultPort + portOffset(env)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new StackError(`${portEnv}=${raw} is not a port; use a whole number from 1 to 65535.`)
  }
  const urlHost = host.includes(':') ? `[${host}]` : host
  return { host, port, env: portEnv, url: `${scheme}://${urlHost}:${port}` }
}

/**
 * The data folder of one embedded database (PGlite): `named` (the variable that names it, when
 * set), else its default; a stack moved by `KEYPORT_PORT_OFFSET` gets folders of its own
 * (`<default>-<offset>`), so two stacks in one checkout never open the same files (PGlite aborts
 * when two processes share a folder).
 *
 * @example
 * dataDirFromEnv({ KEYPORT_PORT_OFFSET: '1000' }, undefined, '.keyport/pgdata') // '.keyport/pgdata-1000'
 */
export function dataDirFromEnv(
  env: NodeJS.ProcessEnv,
  named: string | undefined,
  defaultDir: string,
): string {
  if (named) return named
  const offset = portOffset(env)
  return offset === 0 ? defaultDir : `${defaultDir}-${offset}`
}

function portOffset(env: NodeJS.ProcessEnv): number {
  const raw = env.KEYPORT_PORT_OFFSET
  if (!raw) return 0
  const offset = Number(raw)
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new StackError(
      `KEYPORT_PORT_OFFSET=${raw} is not a port offset; use a whole number from 0 to 50000.`,
    )
  }
  return offset
}
