import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import type { LibraryPackage } from './libraryPackages'
import { effectEntryName } from './publishedExports.ts'

const isBare = (id: string) => !/^(\.|\/|\0|[a-zA-Z]:)/.test(id)

/**
 * Builds one workspace package to ES modules in `<package>/dist` (or `outDir`): one file per
 * export, lazy views and services as their own chunks, modules with side effects in `effects/` (so
 * `sideEffects` can name them), every package import left as an import (private workspace
 * packages aside: those are inlined), minified. Resolves to the bare imports the package uses
 * without declaring them in its package.json. Run with `NODE_ENV=production`.
 *
 * @example
 * for (const pkg of libraryPackages(root)) console.log(await buildLibrary(pkg))
 */
export async function buildLibrary(
  pkg: Pick<LibraryPackage, 'name' | 'dir' | 'entries' | 'declares'> &
    Partial<Pick<LibraryPackage, 'effects' | 'inlines'>>,
  { outDir = join(pkg.dir, 'dist') }: { outDir?: string } = {},
): Promise<string[]> {
  const undeclared = new Set<string>()
  const effects = new Set((pkg.effects ?? []).map((file) => join(pkg.dir, file)))
  const external = (id: string) => {
    if (!isBare(id) || pkg.inlines?.(id)) return false
    if (!pkg.declares(id)) undeclared.add(id)
    return true
  }
  // What an earlier build left, but not the declarations, which tsc may be writing right now.
  if (existsSync(outDir))
    for (const name of readdirSync(outDir))
      if (name !== 'types') rmSync(join(outDir, name), { recursive: true, force: true })
  await build({
    configFile: false,
    root: pkg.dir,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      sourcemap: true,
      lib: {
        entry: Object.fromEntries(
          [
            ...Object.entries(pkg.entries),
            // An entry of its own keeps a module with effects out of the chunks that import
            // packages: those imports are hoisted, and would run before its effects.
            ...(pkg.effects ?? []).map((file) => [effectEntryName(file), file] as const),
          ].map(([name, file]) => [name, join(pkg.dir, file)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external,
        output: {
          // A chunk holding a module with side effects goes to `effects/` beside those modules'
          // entries, which the package's `sideEffects` names: a host's bundler must keep them.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => effects.has(id))
              ? 'effects/[name]-[hash].js'
              : '[name]-[hash].js',
        },
      },
    },
  })
  return [...undeclared].sort()
}
