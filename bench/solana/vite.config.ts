import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../scripts/build/sourceResolve.ts'
import { benchPaths } from '../build/benchPaths.ts'
import { chunkStatsPlugin } from '../build/chunkStatsPlugin.ts'

/** The minimal host page plus a Solana network, built as any Vite app builds. */
export default defineConfig({
  ...sourceResolve,
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), chunkStatsPlugin({ root: benchPaths.repoRoot })],
  build: { outDir: benchPaths.solana, emptyOutDir: true },
})
