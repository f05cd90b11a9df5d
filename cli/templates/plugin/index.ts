import { busToken, dataApiToken, definePlugin, type Plugin, provide } from '@keyport/kernel'
import type {} from './events.ts'
import { pluginTemplateFlags } from './flags.ts'
import { pluginTemplateMessagesEn } from './messages.en.ts'
import { createNetworksService } from './services/NetworksService.ts'
import { pluginTemplateNetworksToken } from './tokens.ts'

export type PluginTemplatePluginParameters = {
  /**
   * Makes the plugin's view what `open()` shows. Turn it off when the plugin adds a step to
   * another flow instead.
   * @default true
   */
  defaultView?: boolean
}

/**
 * The 'plugin-template' plugin: a view listing the networks the data API serves, the service
 * behind it, a hook, a feature flag, an event, and a button in the Account view that opens the
 * view (when the app also installs the connect plugin).
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [pluginTemplatePlugin()] })
 */
export function pluginTemplatePlugin({
  defaultView = true,
}: PluginTemplatePluginParameters = {}): Plugin {
  return definePlugin({
    id: 'plugin-template',
    flags: pluginTemplateFlags,
    messages: { en: pluginTemplateMessagesEn },
    // Its view and Account-view action load with the modal, not with the host page.
    modal: () => import('./modal.ts').then((part) => part.pluginTemplateModal),
    services: [
      provide(pluginTemplateNetworksToken, ({ resolve }) =>
        createNetworksService({ dataApi: resolve(dataApiToken), bus: resolve(busToken) }),
      ),
    ],
    setup({ modal }) {
      if (defaultView)
        modal.setDefaultView(() => ({ view: 'plugin-template/networks', params: undefined }))
    },
  })
}

export { usePluginTemplateNetworks } from './hooks/usePluginTemplateNetworks.ts'
export type { NetworksService, NetworksState } from './services/NetworksService.ts'
export { pluginTemplateNetworksToken } from './tokens.ts'
