import type { ViewDefinition } from '../router/views'
import { ViewDeclaredTwiceError } from './KernelErrors'
import { kernelViews } from './kernelViews'

export type ViewRegistry = {
  readonly views: ReadonlyMap<string, ViewDefinition>
  /** Adds an owner's views; a plugin may replace a kernel view, not another plugin's. */
  add(owner: string, views: readonly ViewDefinition[]): void
}

/**
 * The modal's views: the kernel's, then each plugin's, at start or when its modal part loads.
 *
 * @example
 * const registry = createViewRegistry()
 * registry.add('swap', [swapView])
 */
export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, ViewDefinition>()
  const owners = new Map<string, string>()
  const add = (owner: string, list: readonly ViewDefinition[]) => {
    for (const view of list) {
      const first = owners.get(view.id)
      if (first !== undefined && first !== 'kernel')
        throw new ViewDeclaredTwiceError(view.id, first, owner)
      views.set(view.id, view)
      owners.set(view.id, owner)
    }
  }
  add('kernel', kernelViews as readonly ViewDefinition[])
  return { views, add }
}
