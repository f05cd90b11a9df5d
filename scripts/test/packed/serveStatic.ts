import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Serves a built app's folder on a free loopback port (unknown paths get index.html, as a
 * single-page app's host does). Resolves once it listens.
 *
 * @example
 * const { url, close } = await serveStatic('/tmp/app/dist')
 */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dir, path.endsWith('/') ? 'index.html' : path)
    const body = await readFile(file.startsWith(dir) ? file : join(dir, 'index.html')).catch(() =>
      readFile(join(dir, 'index.html')),
    )
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/html; charset=utf-8' })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
