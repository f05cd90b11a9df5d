import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function readName(dir: string): string | undefined {
  const manifest = join(dir, 'package.json')
  if (!existsSync(manifest)) return undefined
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name
  } catch {
    return undefined
  }
}

/**
 * The checkout's workspace packages by name, from its package.json `workspaces` (plain folders
 * and `folder/*` patterns, the forms this repo uses); none when `root` is no checkout.
 *
 * @example
 * workspacePackages('/work/keyport').get('@keyport/swap') // '/work/keyport/plugins/swap'
 */
export function workspacePackages(root: string): Map<string, string> {
  const packages = new Map<string, string>()
  // Installed from a tarball or a registry, the CLI sits in node_modules, in no checkout.
  const rootManifest = join(root, 'package.json')
  if (!existsSync(rootManifest)) return packages
  const { workspaces = [] } = JSON.parse(readFileSync(rootManifest, 'utf8')) as {
    workspaces?: string[]
  }
  for (const pattern of workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)]
    for (const dir of dirs) {
      const name = readName(dir)
      if (name) packages.set(name, dir)
    }
  }
  return packages
}
