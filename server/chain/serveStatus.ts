import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Deployment } from './deployment.ts'

export interface StatusServer {
  /** e.g. 'http://127.0.0.1:8549' (the real port when started on 0). */
  url: string
  /** From now on `/health` answers 200 with this deployment. */
  ready(deployment: Deployment): void
  close(): Promise<void>
}

/**
 * The chain service's health endpoint for the stack supervisor: `GET /health` answers 503 while
 * the chains are being seeded and 200 with the deployment JSON once they are ready, so a 200
 * means every address in it is live.
 *
 * @example
 * const status = await serveStatus({ host: '127.0.0.1', port: 8549 })
 * status.ready(deployment)
 */
export async function serveStatus({
  host,
  port,
}: {
  host: string
  port: number
}): Promise<StatusServer> {
  let body: string | undefined
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (request.method !== 'GET' || path !== '/health') {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({ error: 'Not found. The chain service answers GET /health only.' }),
      )
    } else if (body === undefined) {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
      response.end(
        JSON.stringify({
          status: 'seeding',
          message: 'The chains are being deployed and seeded; retry shortly.',
        }),
      )
    } else {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(body)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const { port: actualPort } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${actualPort}`,
    ready(deployment) {
      body = JSON.stringify(deployment)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
