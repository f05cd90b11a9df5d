import type { ModalPart } from '../plugin/defineModalPart'
import type { Plugin } from '../plugin/definePlugin'
import type { PluginContext } from '../plugin/PluginContext'
import type { ViewRegistry } from './createViewRegistry'
import { PluginSetupError } from './KernelErrors'

export type ModalParts = {
  /** True until every plugin's modal part has loaded and set up. */
  readonly pending: boolean
  /** Loads the parts, adds their views and runs their setups, once; a failed load is retried. */
  load(): Promise<void>
}

export type CreateModalPartsParameters = {
  /** The plugins in setup order. */
  plugins: readonly Plugin[]
  registry: ViewRegistry
  contextOf(pluginId: string): PluginContext
  /** Keeps a part's teardown for the kernel's dispose. */
  onTeardown(teardown: () => void): void
  /** A kernel disposed while the parts loaded sets nothing up. */
  disposed(): boolean
}

/**
 * The plugins' modal parts (`manifest.modal`), loaded together, as the modal's code loads.
 *
 * @example
 * const parts = createModalParts({ plugins, registry, contextOf, onTeardown, disposed })
 * await parts.load()
 */
export function createModalParts({
  plugins,
  registry,
  contextOf,
  onTeardown,
  disposed,
}: CreateModalPartsParameters): ModalParts {
  let waiting = plugins.filter((plugin) => plugin.modal !== undefined)
  let loading: Promise<void> | undefined
  const setUp = (loaded: ReadonlyArray<readonly [Plugin, ModalPart]>) => {
    waiting = []
    if (disposed()) return
    for (const [plugin, part] of loaded) registry.add(plugin.id, part.views ?? [])
    for (const [plugin, part] of loaded) {
      try {
        const teardown = part.setup?.(contextOf(plugin.id))
        if (typeof teardown === 'function') onTeardown(teardown)
      } catch (cause) {
        throw new PluginSetupError(plugin.id, cause)
      }
    }
  }
  return {
    get pending() {
      return waiting.length > 0
    },
    load() {
      loading ??= Promise.all(
        waiting.map(
          async (plugin) => [plugin, await (plugin.modal as () => Promise<ModalPart>)()] as const,
        ),
      ).then(setUp, (error: unknown) => {
        // A chunk that failed to load (offline, a new deploy) is tried again on the next call.
        loading = undefined
        throw error
      })
      return loading
    },
  }
}
