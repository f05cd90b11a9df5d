import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StaticServer, serveStatic } from './serveStatic'

const root = join(mkdtempSync(join(tmpdir(), 'keyport-serve-')), 'site')
const script = 'console.log("keyport");'.repeat(50)
let server: StaticServer

beforeAll(async () => {
  mkdirSync(root)
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>page</p>')
  writeFileSync(join(root, 'app.js'), script)
  server = await serveStatic(root)
})
afterAll(() => server.close())

// node:http rather than fetch: fetch would decode the body and hide the encoding.
function get(path: string, encoding = '') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL(path, server.url)
      request(url, { headers: { 'accept-encoding': encoding }, path }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('serveStatic', () => {
  test('behavior: serves files on loopback with their type, brotli or gzip as asked', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const br = await get('/app.js', 'gzip, br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gzip = await get('/app.js', 'gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await get('/', '')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<p>page</p>')
  })

  test('behavior: a missing file is 404, and no path reaches a file outside the folder', async () => {
    writeFileSync(join(root, '..', 'keyport-serve-secret.txt'), 'secret')
    expect((await get('/nope.js')).status).toBe(404)
    for (const path of ['/../keyport-serve-secret.txt', '/%2e%2e/keyport-serve-secret.txt']) {
      const answer = await get(path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.body.toString()).not.toContain('secret')
    }
  })
})
