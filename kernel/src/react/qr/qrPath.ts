import encodeQR from 'qr'

/** A QR code as one SVG path: its side in modules (quiet zone included) and the dark modules. */
export type QrPath = { size: number; d: string }

/**
 * Encodes `value` as a QR code (error correction 'medium', a 4-module quiet zone) and draws every
 * dark module as a unit square of one path, so the SVG stays one element however long the URI.
 *
 * @example
 * const { size, d } = qrPath('wc:7f6e…@2?relay-protocol=irn&symKey=…')
 * // <svg viewBox={`0 0 ${size} ${size}`}><path d={d} /></svg>
 */
export function qrPath(value: string): QrPath {
  const modules = encodeQR(value, 'raw', { ecc: 'medium', border: 4 })
  let d = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size: modules.length, d }
}
