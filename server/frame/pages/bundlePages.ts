import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const pageFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'page')

/**
 * Bundles the frame page's scripts (the protocol endpoint with viem and shamir-secret-sharing,
 * and the social callback) in memory with esbuild. About half a second, once per process.
 */
export async function bundlePages() {
  const result = await build({
    entryPoints: {
      sdk: join(pageFolder, 'main.ts'),
      'social-callback': join(pageFolder, 'socialCallback.ts'),
      'export-wallet': join(pageFolder, 'exportWallet.ts'),
    },
    bundle: true,
    // Keyport's packages from source, as everywhere in the workspace.
    conditions: ['@keyport/source', 'module'],
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/out',
    logLevel: 'silent',
    legalComments: 'none',
  })
  const file = (name: string) => result.outputFiles.find((f) => f.path === `/out/${name}.js`)!.text
  return {
    sdk: file('sdk'),
    socialCallback: file('social-callback'),
    exportWallet: file('export-wallet'),
  }
}
