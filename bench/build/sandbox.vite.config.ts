import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import sandboxConfig from '../../sandbox/vite.config.ts'
import { benchPaths } from './benchPaths.ts'
import { chunkStatsPlugin } from './chunkStatsPlugin.ts'

/** The sandbox's own build, plus chunk stats, written where the benchmark serves it from. */
export default mergeConfig(sandboxConfig, {
  root: fileURLToPath(new URL('../../sandbox', import.meta.url)),
  base: './',
  plugins: [chunkStatsPlugin({ root: benchPaths.repoRoot })],
  build: { outDir: benchPaths.sandbox, emptyOutDir: true },
})
