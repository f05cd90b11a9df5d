import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { ChunkStats } from '../build/chunkStatsPlugin'
import { compressedSizes } from './compressedSizes'
import { measureBundle } from './measureBundle'

function fakeBuild(chunks: Array<Partial<ChunkStats> & { fileName: string; code: string }>) {
  const dir = mkdtempSync(join(tmpdir(), 'keyport-bundle-'))
  const stats = chunks.map(({ code, ...chunk }) => {
    writeFileSync(join(dir, chunk.fileName), code)
    return {
      isEntry: false,
      isDynamicEntry: false,
      imports: [],
      dynamicImports: [],
      modules: {},
      ...chunk,
    }
  })
  writeFileSync(join(dir, 'chunk-stats.json'), JSON.stringify(stats))
  return dir
}

describe('measureBundle', () => {
  test('behavior: initial JS is the entry and its static imports; lazy chunks go to their owner', () => {
    const dir = fakeBuild([
      {
        fileName: 'index.js',
        code: 'a'.repeat(500),
        isEntry: true,
        imports: ['shared.js'],
        modules: { 'node_modules/react-dom/index.js': 400, 'kernel/src/index.ts': 100 },
      },
      { fileName: 'shared.js', code: 'b'.repeat(50), modules: { 'kernel/src/di/reflect.ts': 50 } },
      {
        fileName: 'ConnectView.js',
        code: 'c'.repeat(70),
        isDynamicEntry: true,
        modules: { 'plugins/connect/views/ConnectView.tsx': 60, 'node_modules/zod/index.js': 900 },
      },
      { fileName: 'zod.js', code: 'd'.repeat(30), modules: { 'node_modules/zod/v4/core.js': 30 } },
    ])
    const bundle = measureBundle(dir)
    expect(bundle.initial.files).toEqual(['index.js', 'shared.js'])
    expect(bundle.initial.raw).toBe(550)
    expect(bundle.initial.gzip).toBe(
      compressedSizes('a'.repeat(500)).gzip + compressedSizes('b'.repeat(50)).gzip,
    )
    expect(bundle.total.raw).toBe(650)
    expect(bundle.lazy.map(({ owner, files }) => [owner, files])).toEqual([
      ['plugin:connect', ['ConnectView.js']],
      ['npm:zod', ['zod.js']],
    ])
    expect(bundle.initialOwners[0]).toEqual({ owner: 'npm:react-dom', bytes: 400 })
    expect(bundle.eager).toEqual([])
  })

  test('behavior: view, modal, QR, frame and WalletConnect modules in the first bundle are named', () => {
    const dir = fakeBuild([
      {
        fileName: 'index.js',
        code: 'x',
        isEntry: true,
        modules: {
          'plugins/swap/views/SwapView.tsx': 1,
          'plugins/swap/index.ts': 1,
          'kernel/src/react/modal/Modal.tsx': 1,
          'node_modules/qr/index.js': 1,
          'kernel/src/frame/createFrameTransport.ts': 1,
          'kernel/src/frame/rpcMethods.ts': 1,
          'node_modules/@walletconnect/core/dist/index.js': 1,
        },
      },
    ])
    expect(measureBundle(dir).eager.map(({ module }) => module)).toEqual([
      'plugins/swap/views/SwapView.tsx',
      'kernel/src/react/modal/Modal.tsx',
      'node_modules/qr/index.js',
      'kernel/src/frame/createFrameTransport.ts',
      'node_modules/@walletconnect/core/dist/index.js',
    ])
  })
})
