import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg'])

export type StaticServer = { url: string; close(): Promise<void> }

/**
 * Serves a built page on loopback as a production host would: brotli or gzip by the request's
 * `Accept-Encoding` for text files, no caching. Port 0 (the default) takes a free port.
 *
 * @example
 * const server = await serveStatic('.keyport/bench/minimal')
 * await page.goto(`${server.url}/index.html`)
 * await server.close()
 */
export async function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const base = normalize(root) + sep
  const encoded = new Map<string, Buffer>()
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(base)) {
      response.writeHead(403).end('Outside the served folder.')
      return
    }
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      response.writeHead(404).end('Not found.')
      return
    }
    const type = extname(file)
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const encoding = !compressible.has(type)
      ? undefined
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined
    if (encoding) {
      const key = `${encoding}:${file}`
      let compressed = encoded.get(key)
      if (!compressed) {
        compressed =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 })
        encoded.set(key, compressed)
      }
      body = compressed
    }
    response.writeHead(200, {
      'content-type': types[type] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'content-length': body.byteLength,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
