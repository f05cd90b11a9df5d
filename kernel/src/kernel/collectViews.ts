import type { Plugin } from '../plugin/definePlugin'
import type { ViewDefinition } from '../router/views'
import { ViewDeclaredTwiceError } from './KernelErrors'
import { kernelViews } from './kernelViews'

/** The kernel's views, then each plugin's; a plugin may replace a kernel view, not another plugin's. */
export function collectViews(plugins: readonly Plugin[]): Map<string, ViewDefinition> {
  const views = new Map<string, ViewDefinition>()
  const owners = new Map<string, string>()
  for (const view of kernelViews) {
    views.set(view.id, view as ViewDefinition)
    owners.set(view.id, 'kernel')
  }
  for (const plugin of plugins)
    for (const view of plugin.views ?? []) {
      const owner = owners.get(view.id)
      if (owner !== undefined && owner !== 'kernel')
        throw new ViewDeclaredTwiceError(view.id, owner, plugin.id)
      views.set(view.id, view)
      owners.set(view.id, plugin.id)
    }
  return views
}
