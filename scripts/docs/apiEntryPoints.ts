import { join, relative } from 'node:path'
import { libraryPackages } from '../build/libraryPackages.ts'

/** A published entry point: the import specifier an app writes, and the source file behind it. */
export type ApiEntryPoint = { specifier: string; file: string }

/**
 * Every published entry point of the kernel and the plugins, from their package.json `exports`
 * (the packages scripts/build publishes; the test wallets and the CLI are tools, not APIs).
 *
 * @example
 * apiEntryPoints('/repo')[1] // { specifier: '@keyport/kernel/react', file: '/repo/kernel/src/react/index.ts' }
 */
export function apiEntryPoints(root: string): ApiEntryPoint[] {
  return libraryPackages(root)
    .filter((pkg) => /^(kernel|plugins\/)/.test(relative(root, pkg.dir)))
    .flatMap((pkg) =>
      Object.entries(pkg.entries).map(([name, source]) => ({
        specifier: name === 'index' ? pkg.name : `${pkg.name}/${name}`,
        file: join(pkg.dir, source),
      })),
    )
}
