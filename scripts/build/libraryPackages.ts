import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { type ExportTarget, sourceCondition } from './publishedExports.ts'

/** A workspace package that others can install, with what to build and what to leave out. */
export type LibraryPackage = {
  name: string
  dir: string
  /** Build entries by output name (`index`, `react`, `testing/hello`…) → source file. */
  entries: Record<string, string>
  /** Source modules with side effects (`sideEffects` in package.json); the build names their chunks. */
  effects: string[]
  /** The other Keyport packages it imports (dependencies of any kind), built before it. */
  keyportDependencies: string[]
  /** Bare imports the package declares: dependencies, peers, dev tools, other Keyport packages, Node built-ins. */
  declares: (id: string) => boolean
  /** Imports of private workspace packages (`@keyport/server/…`): nobody can install those, so the build inlines them. */
  inlines: (id: string) => boolean
}

export type Manifest = {
  name: string
  private?: boolean
  exports?: Record<string, ExportTarget>
  sideEffects?: boolean | string[]
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The workspace folders of the checkout at `root`, from its package.json `workspaces`. */
function workspaceDirs(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[]
  }
  return manifest.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  )
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
  } catch {
    return undefined
  }
}

/**
 * The workspace packages to build: every non-private one with an `exports` map (the kernel, the
 * plugins, the test wallets, the CLI), each after the Keyport packages it imports. Private ones
 * (server, sandbox, tests) are not published.
 *
 * @example
 * libraryPackages('/repo').map((p) => p.name) // ['@keyport/kernel', '@keyport/connect', …]
 */
export function libraryPackages(root: string): LibraryPackage[] {
  const manifests = workspaceDirs(root).flatMap((dir) => {
    const pkg = readManifest(dir)
    return pkg ? [{ dir, pkg }] : []
  })
  const unpublished = manifests.filter(({ pkg }) => pkg.private).map(({ pkg }) => pkg.name)
  const inlines = (id: string) =>
    unpublished.some((name) => id === name || id.startsWith(`${name}/`))
  const packages = manifests.flatMap(({ dir, pkg }) => {
    if (pkg.private || !pkg.exports) return []
    return [
      {
        name: pkg.name,
        dir,
        entries: entriesOf(pkg.exports),
        effects: Array.isArray(pkg.sideEffects)
          ? pkg.sideEffects.filter((file) => /\.tsx?$/.test(file))
          : [],
        keyportDependencies: keyportDependenciesOf(pkg),
        declares: declaresOf(pkg),
        inlines,
      },
    ]
  })
  return inBuildOrder(packages)
}

function entriesOf(exports: Record<string, ExportTarget>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, target]) => [
      subpath === '.' ? 'index' : subpath.replace(/^\.\//, ''),
      typeof target === 'string' ? target : target[sourceCondition],
    ]),
  )
}

function keyportDependenciesOf(pkg: Manifest): string[] {
  const names = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ])
  return [...names].filter((name) => name.startsWith('@keyport/')).sort()
}

/** Each package after the workspace packages it depends on (a cycle keeps the listed order). */
function inBuildOrder(packages: LibraryPackage[]): LibraryPackage[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const ordered: LibraryPackage[] = []
  const visiting = new Set<string>()
  const visit = (pkg: LibraryPackage) => {
    if (ordered.includes(pkg) || visiting.has(pkg.name)) return
    visiting.add(pkg.name)
    for (const name of pkg.keyportDependencies) {
      const dependency = byName.get(name)
      if (dependency) visit(dependency)
    }
    ordered.push(pkg)
  }
  for (const pkg of packages) visit(pkg)
  return ordered
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
