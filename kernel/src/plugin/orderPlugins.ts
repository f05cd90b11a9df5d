import { KeyportError } from '../errors/KeyportError'
import type { Plugin } from './definePlugin'

export class PluginDuplicateError extends KeyportError {
  override name = 'PluginDuplicateError' as const
  constructor(id: string) {
    super(`Plugin '${id}' is installed twice.`, {
      details: `Pass each plugin once in createKernel({ plugins }); remove one of the '${id}' entries.`,
      pluginId: id,
    })
  }
}

export class PluginRequirementMissingError extends KeyportError {
  override name = 'PluginRequirementMissingError' as const
  constructor(id: string, requirement: string) {
    super(`Plugin '${id}' requires plugin '${requirement}', which is not installed.`, {
      details: `Add the '${requirement}' plugin to createKernel({ plugins }), or remove '${id}'.`,
      pluginId: id,
    })
  }
}

export class PluginCycleError extends KeyportError {
  override name = 'PluginCycleError' as const
  constructor(cycle: readonly string[]) {
    super(`Plugins require each other in a cycle: ${cycle.join(' → ')}.`, {
      details:
        'A plugin cannot depend, directly or not, on itself; break one of these requirements.',
      pluginId: cycle[0],
    })
  }
}

/**
 * Orders plugins so each comes after the plugins it requires, keeping the host's order otherwise.
 * Rejects duplicates, missing requirements and cycles with errors that name the plugins.
 */
export function orderPlugins(plugins: readonly Plugin[]): Plugin[] {
  const byId = new Map<string, Plugin>()
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new PluginDuplicateError(plugin.id)
    byId.set(plugin.id, plugin)
  }
  for (const plugin of plugins)
    for (const requirement of plugin.requires ?? [])
      if (!byId.has(requirement)) throw new PluginRequirementMissingError(plugin.id, requirement)

  const ordered: Plugin[] = []
  const done = new Set<string>()
  const visiting: string[] = []
  const visit = (plugin: Plugin) => {
    if (done.has(plugin.id)) return
    const seenAt = visiting.indexOf(plugin.id)
    if (seenAt >= 0) throw new PluginCycleError([...visiting.slice(seenAt), plugin.id])
    visiting.push(plugin.id)
    for (const requirement of plugin.requires ?? []) visit(byId.get(requirement) as Plugin)
    visiting.pop()
    done.add(plugin.id)
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin)
  return ordered
}
