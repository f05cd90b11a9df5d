import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const pageFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'page')

/**
 * Bundles the frame page's scripts (the protocol endpoint with viem and shamir-secret-sharing,
 * the social callback and the export window) in memory with esbuild. About half a second, once
 * per process. Code split: what a page imports lazily (the Solana signer, loaded when a Solana
 * request or account arrives) and what the pages share are chunks under `/chunks/`.
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
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/out',
    logLevel: 'silent',
    legalComments: 'none',
  })
  const file = (name: string) => result.outputFiles.find((f) => f.path === `/out/${name}.js`)!.text
  const chunks = new Map(
    result.outputFiles
      .filter((f) => f.path.startsWith('/out/chunks/'))
      .map((f) => [f.path.slice('/out'.length), f.text]),
  )
  return {
    sdk: file('sdk'),
    socialCallback: file('social-callback'),
    exportWallet: file('export-wallet'),
    /** The shared and lazy chunks, by path (`/chunks/<name>-<hash>.js`). */
    chunks,
  }
}
