import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

export interface BundleTestWalletParameters {
  /** Where built bundles are kept between runs. @default '<cwd>/.keyport/test-wallet' */
  cacheDir?: string
}

const built = new Map<string, Promise<string>>()

// In the workspace, the wallet's TypeScript source; in an installed package, its build in dist/
// (the `browser` entry, an ES module that esbuild bundles the same way).
const entry = existsSync(join(here, 'browser.ts')) ? 'browser.ts' : 'browser.js'
const isCode = (name: string) => name.endsWith(extname(entry)) && !/\.test\.[jt]s$/.test(name)

/** A key that changes when the wallet's code or the versions of viem, esbuild and kit do. */
function sourceHash(): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(here).sort()) {
    if (isCode(name)) hash.update(readFileSync(join(here, name)))
  }
  for (const dependency of ['viem', 'esbuild', '@solana/kit']) hash.update(versionOf(dependency))
  return hash.digest('hex').slice(0, 16)
}

/** A package's version, found from its entry: not every package exports './package.json'. */
function versionOf(name: string): string {
  let dir = dirname(require.resolve(name))
  while (dirname(dir) !== dir) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      if (manifest.name === name) return String(manifest.version)
    } catch {
      // No package.json at this level; keep walking up.
    }
    dir = dirname(dir)
  }
  throw new Error(`Cannot find the version of ${name}.`)
}

/**
 * Builds the browser wallet (`browser.ts` with viem) into one IIFE, once per process and once per
 * source change on disk. Evaluated in a page, it defines `window.__keyportTestWallet`.
 *
 * @example
 * await page.addInitScript({ content: await bundleTestWallet() })
 */
export function bundleTestWallet({
  cacheDir = join(process.cwd(), '.keyport', 'test-wallet'),
}: BundleTestWalletParameters = {}): Promise<string> {
  let bundle = built.get(cacheDir)
  if (!bundle) {
    bundle = buildOrRead(cacheDir)
    built.set(cacheDir, bundle)
    bundle.catch(() => built.delete(cacheDir))
  }
  return bundle
}

async function buildOrRead(cacheDir: string): Promise<string> {
  const file = join(cacheDir, `test-wallet.${sourceHash()}.js`)
  try {
    return readFileSync(file, 'utf8')
  } catch {
    // Not built yet for these sources.
  }
  const result = await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text
  if (!code) throw new Error('esbuild produced no test wallet bundle.')
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename, so parallel Playwright workers never read half a file.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, code)
  renameSync(partial, file)
  return code
}
