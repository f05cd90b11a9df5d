import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.ts'
import { exitCodes } from '../exitCodes.ts'
import type { AppPlugin, SiwxMode } from './appPlugins.ts'
import type { KeyportSource } from './keyportSource.ts'
import { type AppTool, appTools } from './testedVersions.ts'
import { workspacePackages } from './workspacePackages.ts'

/** Where the app's Keyport packages come from: links into this checkout, or the npm registry. */
type PackageSource = 'workspace' | 'registry'

export type AppSettings = {
  name: string
  /** @default 'workspace' */
  packages?: PackageSource
  plugins: readonly AppPlugin[]
  siwx: SiwxMode
  projectId: string
  apiUrl: string
  relayUrl?: string
  frameUrl?: string
}

const sorted = (entries: Array<[string, string]>) =>
  Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)))

/** What the CLI reads of an example app's package.json. */
export type AppManifest = {
  name: string
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/**
 * The app's package.json: the example's (`example`, its scripts passed through `replace`) with
 * Keyport's packages as chosen (the CLI included): `file:` links into the checkout, or with
 * `packages: 'registry'` caret ranges of their versions from the npm registry (`^0.1.0`). React
 * and the dev tools Keyport is tested with are pinned to those versions; the example's other
 * pins (Next.js) are kept.
 *
 * @example
 * renderPackageJson(keyportSource(context), settings, example, {}) // '{\n  "name": "my-app", …'
 */
export function renderPackageJson(
  { checkout, versions }: KeyportSource,
  settings: AppSettings,
  example: AppManifest,
  replace: Readonly<Record<string, string>> = {},
) {
  const packages = checkout ? workspacePackages(checkout) : new Map<string, string>()
  const keyport = (name: string): [string, string] => {
    if (settings.packages === 'registry') {
      const version = versions.keyport[name]
      if (!version) throw new CliError(`Keyport has no package ${name}.`, exitCodes.internal)
      return [name, `^${version}`]
    }
    const dir = packages.get(name)
    if (!dir) throw new CliError(`The checkout has no package ${name} to link.`, exitCodes.internal)
    return [name, `file:${dir}`]
  }
  const tested = new Set<string>(appTools)
  const pinned = (entries: Record<string, string>) =>
    Object.entries(entries)
      .filter(([name]) => !name.startsWith('@keyport/'))
      .map(([name, version]): [string, string] =>
        tested.has(name) ? [name, versions.tools[name as AppTool]] : [name, version],
      )
  const keys = Object.keys(replace).sort((a, b) => b.length - a.length)
  const apply = (text: string) =>
    keys.reduce((result, key) => result.replaceAll(key, replace[key]!), text)
  const manifest = {
    name: settings.name,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: Object.fromEntries(
      Object.entries(example.scripts).map(([script, command]) => [script, apply(command)]),
    ),
    dependencies: sorted([
      keyport('@keyport/kernel'),
      ...settings.plugins.map((plugin) => keyport(plugin.packageName)),
      ...pinned(example.dependencies),
    ]),
    devDependencies: sorted([keyport('@keyport/cli'), ...pinned(example.devDependencies)]),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/**
 * The app's `.env`: where it finds Keyport's services, in the variables its framework hands to the
 * page (`VITE_KEYPORT_*`, `NEXT_PUBLIC_KEYPORT_*`). A service left out is set to nothing, which
 * the app's `src/stackUrls.ts` reads as "none", so the app calls no host it was not given.
 */
export function renderEnv(
  checkout: string | undefined,
  settings: AppSettings,
  prefix = 'VITE_KEYPORT_',
): string {
  const line = (key: string, value: string | undefined, example: string) =>
    value
      ? `${prefix}${key}=${value}`
      : `# ${prefix}${key}=${example}   (set to nothing: none)\n${prefix}${key}=`
  return `# Where this app finds Keyport's services: the local stack (\`npm start\` in ${checkout ?? 'a Keyport checkout'}).
# For production, set these in .env.production or in the build's environment (README.md).
${prefix}PROJECT_ID=${settings.projectId}
${prefix}API_URL=${settings.apiUrl}
${line('RELAY_URL', settings.relayUrl, 'wss://relay.example.com')}
${line('FRAME_URL', settings.frameUrl, 'https://frame.example.com')}
`
}

/** The app's src/plugins.ts: one import and one call per plugin, in the catalog's order. */
export function renderPluginsModule(plugins: readonly AppPlugin[], siwx: SiwxMode): string {
  const calls = plugins.map((plugin) => plugin.call(siwx))
  const uses = (name: string) => calls.some((call) => call.includes(name))
  const stackNames = ['requiredUrl', 'stackUrls'].filter((name) =>
    uses(`${name}${name === 'stackUrls' ? '.' : '('}`),
  )
  const imports = [
    ...plugins.map((plugin) => `import { ${plugin.factory} } from '${plugin.packageName}'`),
    "import type { Plugin } from '@keyport/kernel'",
    ...(uses('networks') ? ["import { networks } from './networks'"] : []),
    ...(stackNames.length ? [`import { ${stackNames.join(', ')} } from './stackUrls'`] : []),
  ]
  return `${imports.join('\n')}

/** The Keyport features this app installs, in the order the kernel sets them up. */
export const plugins: Plugin[] = [${calls.join(', ')}]
`
}

/** A plugin's files that add to the kernel's types (`declare module '@keyport/kernel'`), tests aside. */
function augmentingFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return ['node_modules', 'testing'].includes(entry.name) ? [] : augmentingFiles(dir, path)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return readFileSync(join(dir, path), 'utf8').includes("declare module '@keyport/kernel'")
      ? [path]
      : []
  })
}

/**
 * src/keyport-env.d.ts: names the files where a linked plugin adds its views and events to the
 * kernel's types (`events.ts`, `views.ts`: files its entry need not import), so the app's
 * typecheck sees them.
 */
export function renderTypeReferences(
  checkout: string,
  plugins: readonly AppPlugin[],
): string | undefined {
  const packages = workspacePackages(checkout)
  const references = plugins.flatMap((plugin) => {
    const dir = packages.get(plugin.packageName)
    if (!dir || !existsSync(dir)) return []
    return augmentingFiles(dir)
      .sort()
      .map((file) => `/// <reference path="../node_modules/${plugin.packageName}/${file}" />`)
  })
  if (references.length === 0) return undefined
  return `// Keyport's linked packages ship TypeScript source; these files add each plugin's views and
// events to the kernel's types.
${references.join('\n')}
`
}
