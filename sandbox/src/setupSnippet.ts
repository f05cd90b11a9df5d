import { hostOptions } from './hostOptions'
import { localNetworks } from './localNetworks'
import { type PluginSnippet, pluginSnippet } from './pluginSnippets'
import type { SandboxSettings } from './settings'
import { Call, tsLiteral } from './tsLiteral'

function importLines(plugins: PluginSnippet[], withNetworks: boolean) {
  const modules = new Map<string, Set<string>>([
    ['@keyport/kernel/react', new Set(['createKeyport'])],
  ])
  const add = (from: string, name: string) =>
    modules.set(from, (modules.get(from) ?? new Set()).add(name))
  for (const { from, call, uses = [] } of plugins)
    for (const name of [call.callee, ...uses]) add(from, name)
  if (withNetworks) add('@keyport/connect', 'type Network')
  const byName = (a: string, b: string) =>
    a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''))
  return [...modules]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([from, names]) => `import { ${[...names].sort(byName).join(', ')} } from '${from}'`)
}

/**
 * The `createKeyport({...})` call that reproduces the sandbox's current settings, as a TypeScript
 * module a developer can paste: the imports, the networks, then the call with every option the
 * sandbox sets and each plugin as its factory call.
 *
 * @example
 * setupSnippet(parseSettings('?plugins=connect&theme=dark').settings, 'http://127.0.0.1:5173')
 */
export function setupSnippet(settings: SandboxSettings, origin: string): string {
  const plugins = settings.plugins.flatMap((id) => pluginSnippet(id, settings) ?? [])
  const withNetworks = plugins.some(({ call }) => call.callee === 'connectPlugin')
  const options = { ...hostOptions(settings, origin), plugins: plugins.map(({ call }) => call) }
  const keyport = 'export const keyport = '
  const networks = 'const networks: [Network, ...Network[]] = '
  return [
    importLines(plugins, withNetworks).join('\n'),
    ...(withNetworks
      ? [`${networks}${tsLiteral([...localNetworks], { column: networks.length })}`]
      : []),
    `${keyport}${tsLiteral(new Call('createKeyport', options), { column: keyport.length })}`,
  ]
    .join('\n\n')
    .concat('\n')
}
