import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseNames } from './caseNames.ts'

export type WireSandboxResult = { wired: true; files: string[] } | { wired: false; reason: string }

const catalogPath = 'sandbox/src/pluginCatalog.ts'
const generatedPath = 'sandbox/src/generatedPlugins.ts'

/** The files `wireSandbox` may rewrite, relative to the checkout. */
export const sandboxFiles = [generatedPath, 'sandbox/package.json'] as const

/** The ids in the sandbox's own `pluginCatalog` literal (its keys, quoted or not). */
function sandboxCatalogIds(root: string): string[] {
  const source = readFileSync(join(root, catalogPath), 'utf8')
  const body = source.split('export const pluginCatalog')[1]?.split('\n}')[0] ?? ''
  return [...body.matchAll(/^ {2}(?:'([a-z][a-z0-9-]*)'|([a-z][a-zA-Z0-9]*)):/gm)].map(
    (match) => (match[1] ?? match[2])!,
  )
}

function renderGenerated(entries: ReadonlyArray<[id: string, factory: string]>): string {
  const imports = entries.map(([id, factory]) => `import { ${factory} } from '@keyport/${id}'\n`)
  const lines = entries.map(([id, factory]) => `  '${id}': ${factory},\n`)
  return `${imports.join('')}import type { Plugin } from '@keyport/kernel'

/**
 * Plugins made by \`keyport new plugin\`, which rewrites this file. The sandbox lists them off by
 * default: switch one on in the panel or with \`?plugins=<id>\`.
 */
export const generatedPlugins: Readonly<Record<string, () => Plugin>> = {${lines.length ? `\n${lines.join('')}` : ''}}
`
}

/**
 * Lists a new plugin in the sandbox (off by default) and adds it to the sandbox's dependencies.
 * Leaves everything alone, and says why, when the sandbox already has a plugin with that id
 * (`hello` is the kernel's demo plugin) or the checkout has no `generatedPlugins.ts`.
 *
 * @example
 * wireSandbox('/work/keyport', caseNames('token-gate'))
 * // { wired: true, files: ['sandbox/src/generatedPlugins.ts', 'sandbox/package.json'] }
 */
export function wireSandbox(root: string, names: CaseNames): WireSandboxResult {
  if (!existsSync(join(root, generatedPath)) || !existsSync(join(root, catalogPath)))
    return { wired: false, reason: `this checkout has no ${generatedPath}` }
  if (sandboxCatalogIds(root).includes(names.kebab))
    return {
      wired: false,
      reason:
        `the sandbox already lists a plugin '${names.kebab}' (${catalogPath}), and one kernel ` +
        'cannot hold two plugins with one id. Your plugin works and is tested; to try it in the ' +
        `sandbox too, make it under another id (e.g. '${names.kebab}-world')`,
    }
  const source = readFileSync(join(root, generatedPath), 'utf8')
  const entries = new Map<string, string>()
  for (const match of source.matchAll(/^import \{ (\w+) \} from '@keyport\/([a-z0-9-]+)'$/gm))
    if (match[2] !== 'kernel') entries.set(match[2]!, match[1]!)
  entries.set(names.kebab, `${names.camel}Plugin`)
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : 1))
  writeFileSync(join(root, generatedPath), renderGenerated(sorted))

  const manifestPath = join(root, 'sandbox/package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const { version } = JSON.parse(
    readFileSync(join(root, 'plugins', names.kebab, 'package.json'), 'utf8'),
  ) as { version: string }
  manifest.dependencies = { ...manifest.dependencies, [`@keyport/${names.kebab}`]: version }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  return { wired: true, files: [...sandboxFiles] }
}
