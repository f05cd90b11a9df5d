import { describe, expect, test } from 'vitest'
import { missingFiles } from './packPackages.ts'

describe('missingFiles', () => {
  const manifest = {
    exports: {
      '.': {
        '@keyport/source': './index.ts',
        types: './dist/types/index.d.ts',
        import: './dist/index.js',
        default: './dist/index.js',
      },
    },
    bin: { keyport: './bin/keyport.js' },
  }

  test('behavior: names every export target and bin the tarball lacks, never the source', () => {
    expect(missingFiles(manifest, ['package.json', 'dist/index.js'])).toEqual([
      'dist/types/index.d.ts',
      'bin/keyport.js',
    ])
  })

  test('behavior: a complete tarball lacks nothing', () => {
    expect(
      missingFiles(manifest, [
        'package.json',
        'dist/index.js',
        'dist/types/index.d.ts',
        'bin/keyport.js',
      ]),
    ).toEqual([])
  })
})
