import { paymasterOriginsOf } from '@keyport/server/frame/createFrameServer.ts'
import { startTestFrame } from '@keyport/server/frame/testing/startTestFrame.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Seam 3: the browser itself holds the frame to its paymaster origins. Even a bug in the frame's
// own origin check could not reach a host's paymaster: the frame page's CSP connect-src lists only
// itself, the data API and KEYPORT_FRAME_PAYMASTER_ORIGINS.
const connectSrc = (header: string | null) =>
  (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1)

describe('frame: the paymaster origins in the CSP', () => {
  let frame: Awaited<ReturnType<typeof startTestFrame>>
  beforeAll(async () => {
    frame = await startTestFrame({ paymasterOrigins: ['https://pm.app.example'] })
  }, 120_000)
  afterAll(() => frame?.stop())

  test('attack: the frame page may connect only to itself, the data API and the configured paymaster origins', async () => {
    const response = await fetch(`${frame.url}/sdk?projectId=keyport-dev`)
    const sources = connectSrc(response.headers.get('content-security-policy'))
    expect(sources).toEqual(["'self'", 'http://127.0.0.1:1', 'https://pm.app.example'])
    // The page's config names the same origins for the frame's own check.
    const page = await response.text()
    expect(page).toContain('"paymasterOrigins":["http://127.0.0.1:1","https://pm.app.example"]')
  })

  test('behavior: KEYPORT_FRAME_PAYMASTER_ORIGINS takes origins only: a path, a wildcard or another scheme is refused', () => {
    expect(paymasterOriginsOf('http://api.test', ['https://pm.example/'])).toEqual([
      'http://api.test',
      'https://pm.example',
    ])
    for (const bad of ['https://pm.example/rpc', 'https://*.example', 'ftp://pm.example', '*'])
      expect(() => paymasterOriginsOf('http://api.test', [bad])).toThrow()
  })
})
