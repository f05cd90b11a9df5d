import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const out = `${repoRoot}.keyport/bench`

/** Where the benchmark builds its pages and writes its results (all under `.keyport/bench`). */
export const benchPaths = {
  repoRoot,
  out,
  /** The minimal host page: Connect button and connect plugin. */
  minimal: `${out}/minimal`,
  /** The host page with all eight product plugins and the Connect button. */
  allPlugins: `${out}/all-plugins`,
  /** The minimal host page with a Solana network configured. */
  solana: `${out}/solana`,
  /** The sandbox with every plugin. */
  sandbox: `${out}/sandbox`,
  minimalConfig: fileURLToPath(new URL('../page/vite.config.ts', import.meta.url)),
  allPluginsConfig: fileURLToPath(new URL('../all-plugins/vite.config.ts', import.meta.url)),
  solanaConfig: fileURLToPath(new URL('../solana/vite.config.ts', import.meta.url)),
  sandboxConfig: fileURLToPath(new URL('./sandbox.vite.config.ts', import.meta.url)),
}
