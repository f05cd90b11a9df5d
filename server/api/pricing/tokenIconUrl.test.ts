import { describe, expect, test } from 'vitest'
import { tokenIconUrl } from './tokenIconUrl.ts'

describe('tokenIconUrl', () => {
  test('behavior: an SVG data URL showing the symbol, the same for the same symbol', () => {
    const url = tokenIconUrl('USDC')
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(url)).toContain('>USDC</text>')
    expect(tokenIconUrl('USDC')).toBe(url)
  })

  test('behavior: markup in a symbol cannot reach the SVG', () => {
    const svg = decodeURIComponent(tokenIconUrl('<script>"x'))
    expect(svg).not.toContain('<script')
    expect(svg).toContain('>SCRI</text>')
  })
})
