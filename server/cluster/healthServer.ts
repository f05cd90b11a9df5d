import { createServer, type Server } from 'node:http'

/**
 * A loopback HTTP server answering `GET /health` with 200 once `ready()` is called (503 before):
 * how the stack runner, which checks health over HTTP, waits for PostgreSQL and Redis.
 *
 * @example
 * const health = await startHealthServer(5533)
 * health.ready()
 */
export async function startHealthServer(port: number): Promise<{ ready(): void; server: Server }> {
  let isReady = false
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/health' ? (isReady ? 200 : 503) : 404
    response.end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    ready() {
      isReady = true
    },
    server,
  }
}
