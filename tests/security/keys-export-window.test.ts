import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The export window shows a private key, so it must not be framed (a host could overlay or read
// its layout by clickjacking) and must tell only an allowed app origin that an export happened.
describe('keys: the export window', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame({ allowedOrigins: ['http://app.test'] })
  }, 120_000)
  afterAll(() => frame?.stop())

  test('attack: the export window cannot be framed and names only an allowed app origin', async () => {
    const page = async (appOrigin: string) => {
      const response = await fetch(
        `${frame.url}/export?projectId=keyport-dev&appOrigin=${encodeURIComponent(appOrigin)}`,
      )
      return { headers: response.headers, html: await response.text() }
    }
    const allowed = await page('http://app.test')
    expect(allowed.headers.get('x-frame-options')).toBe('DENY')
    expect(allowed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(allowed.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(allowed.html).toContain('data-app-origin="http://app.test"')
    const other = await page('http://evil.test')
    expect(other.html).not.toContain('data-app-origin')
    expect(other.html).not.toContain('evil.test')
  })
})
