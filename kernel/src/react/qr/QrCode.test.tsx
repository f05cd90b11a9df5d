// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import decodeQR from 'qr/decode.js'
import { describe, expect, test } from 'vitest'
import { QrCode } from './QrCode'
import { qrPath } from './qrPath'

/** Paints a path of unit squares into an RGBA image, `scale` pixels a module, as a camera sees it. */
function rasterize({ size, d }: { size: number; d: string }, scale = 4) {
  const width = size * scale
  const data = new Uint8Array(width * width * 4).fill(255)
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g))
    for (let py = 0; py < scale; py++)
      for (let px = 0; px < scale; px++) {
        const offset = ((Number(y) * scale + py) * width + Number(x) * scale + px) * 4
        data.fill(0, offset, offset + 3)
      }
  return { width, height: width, data }
}

describe('qrPath', () => {
  test('behavior: a WalletConnect URI survives encode, draw and decode', () => {
    const uri =
      'wc:4f1c2d7a9b3e8f60a1c5d2e7f9b04a6c3d8e1f2a5b7c9d0e3f4a6b8c1d2e5f7a@2?relay-protocol=irn&symKey=9e3b1c5d7f2a4e6b8d0c1f3a5e7b9d2c4f6a8e0b1d3c5f7a9e2b4d6f8a0c1e3b&expiryTimestamp=1790000000'
    expect(decodeQR(rasterize(qrPath(uri)))).toBe(uri)
  })

  test('behavior: a longer value gets more modules, a 4-module quiet zone on each side', () => {
    const short = qrPath('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const long = qrPath(
      `ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@1?value=${'1'.repeat(80)}`,
    )
    expect(long.size).toBeGreaterThan(short.size)
    expect(short.d.startsWith('M4 4h1v1h-1z')).toBe(true)
  })
})

describe('QrCode', () => {
  test('behavior: an image with the label a screen reader announces, at the size asked', () => {
    render(<QrCode value="hello" label="QR code to connect a mobile wallet" size={200} />)
    const image = screen.getByRole('img', { name: 'QR code to connect a mobile wallet' })
    expect(image.getAttribute('width')).toBe('200')
    expect(image.querySelector('path')?.getAttribute('d')).toBe(qrPath('hello').d)
  })
})
