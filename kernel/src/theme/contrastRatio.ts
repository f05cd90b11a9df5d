/**
 * Reads `#rgb` or `#rrggbb` into 0-255 channels; anything else (named colours, `rgb()`,
 * `oklch()`) gives `undefined` because only hex can be checked without a browser.
 */
export function parseHexColor(color: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match?.[1]) return undefined
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ]
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/**
 * The WCAG 2 contrast ratio of two hex colours, from 1 to 21. Text needs 4.5 for AA.
 *
 * @example
 * contrastRatio('#000000', '#ffffff') // 21
 * contrastRatio('#777', '#fff') >= 4.5 // false
 */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHexColor(foreground)
  const b = parseHexColor(background)
  if (!a || !b)
    throw new TypeError(`contrastRatio needs hex colours, got ${foreground} and ${background}`)
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
