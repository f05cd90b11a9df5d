import { request } from 'node:http'
import {
  type CreateApiServerParameters,
  createApiServer,
} from '@keyport/server/api/createApiServer.ts'
import { systemRoutes } from '@keyport/server/api/routes/systemRoutes.ts'
import type { Database } from '@keyport/server/db/Database.ts'

// The data API's server and pipeline over a database that knows one project (keyport-dev): no
// migrations to wait for, the same ops, routing, body and rate-limit code.
const db = {
  kind: 'pglite',
  query: async (_sql: string, params?: readonly unknown[]) =>
    params?.[0] === 'keyport-dev' ? [{}] : [],
} as unknown as Database

/**
 * A data API server on a free port of `host` with the system routes (and any others given).
 *
 * @example
 * const api = await startFakeApi({ rateLimit: 2 })
 * await api.close()
 */
export async function startFakeApi(
  options: Partial<CreateApiServerParameters> = {},
  host = '127.0.0.1',
) {
  const server = createApiServer({
    routes: systemRoutes,
    deps: { db, chains: new Map(), now: Date.now, log: () => {} },
    logFormat: 'text',
    ...options,
  })
  const url = await server.listen(0, host)
  return { url, close: () => server.close() }
}

export type RawAnswer = { status: number; body: string }

/**
 * One request with its target sent exactly as written (fetch and URL would normalise `/./x`,
 * `//x` and `%2e` before sending: an attacker's client does not).
 *
 * @example
 * await rawRequest('http://127.0.0.1:4000', 'GET', '/./metrics')
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  {
    headers = {},
    body,
    localAddress,
  }: { headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname.replace(/^\[|\]$/g, ''), port, method, path, headers, localAddress },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    outgoing.once('error', reject)
    outgoing.end(body)
  })
}
