import { describe, expect, test } from 'vitest'
import { isMobileBrowser } from './isMobileBrowser.ts'

const agents = {
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
}

describe('isMobileBrowser', () => {
  test('behavior: Android and iPhone agents are mobile; desktop agents are not', () => {
    expect(isMobileBrowser({ userAgent: agents.pixel })).toBe(true)
    expect(isMobileBrowser({ userAgent: agents.iphone })).toBe(true)
    expect(isMobileBrowser({ userAgent: agents.linux })).toBe(false)
    expect(isMobileBrowser({ userAgent: agents.mac })).toBe(false)
  })

  test('behavior: an iPad asking for the desktop site (a Mac agent with touch) is mobile', () => {
    expect(isMobileBrowser({ userAgent: agents.mac, maxTouchPoints: 5 })).toBe(true)
  })

  test('behavior: the agent wins over userAgentData saying desktop; userAgentData.mobile counts', () => {
    expect(isMobileBrowser({ userAgent: agents.pixel, userAgentData: { mobile: false } })).toBe(
      true,
    )
    expect(isMobileBrowser({ userAgent: agents.linux, userAgentData: { mobile: true } })).toBe(true)
  })

  test('behavior: no navigator (a server render) is not mobile', () => {
    expect(isMobileBrowser(null)).toBe(false)
  })
})
