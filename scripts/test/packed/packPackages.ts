import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { buildPackages } from '../../build/buildPackages.ts'
import { type LibraryPackage, libraryPackages } from '../../build/libraryPackages.ts'
import { sourceCondition } from '../../build/publishedExports.ts'

/** One package as `npm pack` wrote it. */
export type PackedPackage = { name: string; version: string; tarball: string; files: string[] }

type PackResult = {
  name: string
  version: string
  filename: string
  files: Array<{ path: string }>
}
type Manifest = {
  exports?: Record<string, Record<string, string>>
  bin?: Record<string, string>
}

/**
 * What a package's manifest promises and its tarball lacks: every `exports` target (the
 * workspace's source condition aside) and every `bin`.
 *
 * @example
 * missingFiles(manifest, ['package.json', 'dist/index.js']) // ['dist/types/index.d.ts']
 */
export function missingFiles(manifest: Manifest, files: readonly string[]): string[] {
  const targets = [
    ...Object.values(manifest.exports ?? {}).flatMap((conditions) =>
      Object.entries(conditions)
        .filter(([condition]) => condition !== sourceCondition)
        .map(([, file]) => file),
    ),
    ...Object.values(manifest.bin ?? {}),
  ].map((file) => file.replace(/^\.\//, ''))
  return [...new Set(targets)].filter((file) => !files.includes(file))
}

/**
 * Builds every publishable package (ES modules and declarations, as `npm run build`) and packs
 * each into `into` with `npm pack`. Throws when a tarball lacks a file its manifest points at.
 */
export async function packPackages(root: string, into: string): Promise<PackedPackage[]> {
  const packages: LibraryPackage[] = libraryPackages(root)
  await buildPackages(root)
  const workspaces = packages.flatMap((pkg) => ['--workspace', relative(root, pkg.dir)])
  const result = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', into, '--loglevel', 'error', ...workspaces],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`)
  const packed = JSON.parse(result.stdout) as PackResult[]
  return packed.map((entry) => {
    const pkg = packages.find((candidate) => candidate.name === entry.name)
    if (!pkg) throw new Error(`npm pack packed ${entry.name}, which is no publishable package.`)
    const files = entry.files.map((file) => file.path)
    const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8')) as Manifest
    const missing = missingFiles(manifest, files)
    if (missing.length > 0)
      throw new Error(
        `${entry.name}'s tarball lacks what its manifest names: ${missing.join(', ')}`,
      )
    return { name: entry.name, version: entry.version, tarball: join(into, entry.filename), files }
  })
}

/**
 * `npm install` as the packed checks run it in an app made from the tarballs: no install scripts,
 * no lock file, the cache first (the same dependencies install several times in one run).
 */
export const offlineInstallArgs = [
  'install',
  '--ignore-scripts',
  '--no-package-lock',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
  '--loglevel',
  'error',
]
