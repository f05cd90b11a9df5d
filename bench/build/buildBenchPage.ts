import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { benchPaths } from './benchPaths'

const run = promisify(execFile)
const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
)

/**
 * The pages the benchmark builds: `minimal` (button + connect), `all-plugins`, `solana` (minimal
 * with a Solana network), `sandbox`.
 */
export type BenchPageName = 'minimal' | 'all-plugins' | 'solana' | 'sandbox'

/** Each bench page: its Vite config, where it builds to, and its name in reports. */
export const benchPages: Readonly<
  Record<BenchPageName, { config: string; outDir: string; label: string }>
> = {
  minimal: {
    config: benchPaths.minimalConfig,
    outDir: benchPaths.minimal,
    label: 'Keyport minimal',
  },
  'all-plugins': {
    config: benchPaths.allPluginsConfig,
    outDir: benchPaths.allPlugins,
    label: 'Keyport all plugins',
  },
  solana: {
    config: benchPaths.solanaConfig,
    outDir: benchPaths.solana,
    label: 'Keyport minimal + Solana',
  },
  sandbox: {
    config: benchPaths.sandboxConfig,
    outDir: benchPaths.sandbox,
    label: 'Keyport sandbox',
  },
}

/**
 * Builds one bench page with Vite in production mode, in a child process: a test runner's
 * `NODE_ENV=test` would otherwise give React's development build. Resolves to the output folder.
 *
 * @example
 * const dir = await buildBenchPage('minimal') // '<repo>/.keyport/bench/minimal'
 */
export async function buildBenchPage(
  page: BenchPageName,
  { outDir = benchPages[page].outDir }: { outDir?: string } = {},
): Promise<string> {
  const { config } = benchPages[page]
  const args = [
    'build',
    '--config',
    config,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]
  try {
    await run(process.execPath, [viteBin, ...args], {
      cwd: benchPaths.repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string }
    throw new Error(`Building the ${page} bench page failed:\n${stderr || stdout}`, {
      cause: error,
    })
  }
  return outDir
}
