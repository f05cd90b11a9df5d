// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { isLegible, renderedScale } from './isLegible.ts'

function row(fontSize: string) {
  document.body.innerHTML = `<div id="row" style="font-size:${fontSize}"><span style="font-size:12px">0xdead</span></div>`
  const element = document.getElementById('row')!
  vi.spyOn(element, 'offsetWidth', 'get').mockReturnValue(320)
  return element
}

afterEach(() => vi.restoreAllMocks())

describe('isLegible', () => {
  test('behavior: the card at its normal scale is legible', () => {
    expect(isLegible(window, row('14px'))).toBe(true)
  })

  test('attack: the host zooms the iframe to 50 % (the frame sees devicePixelRatio 0.5): refused', () => {
    const element = row('14px')
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(0.5)
    expect(renderedScale(window, element)).toBe(0.5)
    // Its smallest text, 12 px, draws at 6 px.
    expect(isLegible(window, element)).toBe(false)
  })

  test('behavior: a high-density screen does not make small text pass, a slight zoom-out does not refuse', () => {
    const element = row('14px')
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    expect(renderedScale(window, element)).toBe(1)
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(0.8)
    expect(isLegible(window, element)).toBe(true)
  })

  test('attack: the element drawn smaller than its layout box (a scale inside the document): refused', () => {
    const element = row('14px')
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: 160 } as DOMRect)
    expect(renderedScale(window, element)).toBe(0.5)
    expect(isLegible(window, element)).toBe(false)
  })
})
