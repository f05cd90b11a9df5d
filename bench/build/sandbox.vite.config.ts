import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import sandboxConfig from '../../sandbox/vite.config.ts'
import { benchPaths } from './benchPaths.ts'
import { chunkStatsPlugin } from './chunkStatsPlugin.ts'

/**
 * The sandbox's own build, plus chunk stats, written where the benchmark serves it from. Only its
 * main page is built: with wagmi.html as a second entry, the chunks that page alone loads (wagmi,
 * TanStack Query) would count as the sandbox's first bundle.
 */
export default mergeConfig(
  { ...sandboxConfig, build: { ...sandboxConfig.build, rollupOptions: { input: 'index.html' } } },
  {
    root: fileURLToPath(new URL('../../sandbox', import.meta.url)),
    base: './',
    plugins: [chunkStatsPlugin({ root: benchPaths.repoRoot })],
    build: { outDir: benchPaths.sandbox, emptyOutDir: true },
  },
)
