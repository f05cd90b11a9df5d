import decodeQR from 'qr/decode.js'

/**
 * Reads a QR code drawn by the kernel's `QrCode` (an SVG path of unit squares in a `size`-module
 * viewBox) the way a camera would: paints it into pixels, then decodes them.
 *
 * @example
 * const uri = decodeQrSvg({ viewBox: '0 0 49 49', d: 'M4 4h1v1h-1z…' })
 */
export function decodeQrSvg({ viewBox, d }: { viewBox: string; d: string }, scale = 4): string {
  const size = Number(viewBox.split(' ')[2])
  const width = size * scale
  const data = new Uint8Array(width * width * 4).fill(255)
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g))
    for (let py = 0; py < scale; py++)
      for (let px = 0; px < scale; px++) {
        const offset = ((Number(y) * scale + py) * width + Number(x) * scale + px) * 4
        data.fill(0, offset, offset + 3)
      }
  return decodeQR({ width, height: width, data })
}
