import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A size three ways: as stored, gzip (level 9) and brotli (quality 11), in bytes. */
export type Sizes = { raw: number; gzip: number; brotli: number }

export const zeroSizes: Sizes = { raw: 0, gzip: 0, brotli: 0 }

/**
 * The raw, gzip and brotli sizes of some bytes, at the levels a production server uses for
 * static files. Deterministic: the same bytes always give the same figures.
 *
 * @example
 * compressedSizes(readFileSync('dist/assets/index.js')) // { raw: 302328, gzip: 94380, brotli: 81234 }
 */
export function compressedSizes(bytes: Uint8Array | string): Sizes {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
      },
    }).byteLength,
  }
}

/** Adds sizes up. */
export function addSizes(...all: Sizes[]): Sizes {
  return all.reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    zeroSizes,
  )
}
