import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

/** A workspace package that others can install, with what to build and what to leave out. */
export type LibraryPackage = {
  name: string
  dir: string
  /** Build entries by output name (`index`, `react`, `testing/hello`…) → source file. */
  entries: Record<string, string>
  /** Bare imports the package declares: dependencies, peers, dev tools, other Keyport packages, Node built-ins. */
  declares: (id: string) => boolean
}

type Manifest = {
  name: string
  private?: boolean
  exports?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/**
 * The workspace packages to build: every non-private one with an `exports` map (the kernel, the
 * plugins, the test wallet). Private ones (server, sandbox, tests) are not published.
 *
 * @example
 * libraryPackages('/repo').map((p) => p.name) // ['@keyport/kernel', '@keyport/connect', …]
 */
export function libraryPackages(root: string): LibraryPackage[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[]
  }
  const dirs = manifest.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  )
  return dirs.flatMap((dir) => {
    let pkg: Manifest
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
    } catch {
      return []
    }
    if (pkg.private || !pkg.exports) return []
    return [{ name: pkg.name, dir, entries: entriesOf(pkg.exports), declares: declaresOf(pkg) }]
  })
}

function entriesOf(exports: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, file]) => [
      subpath === '.' ? 'index' : subpath.replace(/^\.\//, ''),
      file,
    ]),
  )
}

function declaresOf(pkg: Manifest): (id: string) => boolean {
  const names = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]
  const builtins = new Set(builtinModules)
  return (id) =>
    id.startsWith('node:') ||
    builtins.has(id) ||
    id.startsWith('@keyport/') ||
    names.some((name) => id === name || id.startsWith(`${name}/`))
}
