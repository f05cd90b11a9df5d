import { accountActionsToken } from '@keyport/connect'
import {
  busToken,
  dataApiToken,
  definePlugin,
  defineView,
  type Plugin,
  provide,
} from '@keyport/kernel'
import { pluginTemplateAccountAction } from './accountAction.ts'
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
    views: [
      defineView({
        id: 'plugin-template/networks',
        title: 'plugin-template.title',
        load: () => import('./views/PluginTemplateView.tsx'),
      }),
    ],
    services: [
      provide(pluginTemplateNetworksToken, ({ resolve }) =>
        createNetworksService({ dataApi: resolve(dataApiToken), bus: resolve(busToken) }),
      ),
    ],
    setup({ modal, plugins, resolve }) {
      if (defaultView)
        modal.setDefaultView(() => ({ view: 'plugin-template/networks', params: undefined }))
      // The Account view is connect's; without connect there is no Account view to add to.
      if (plugins.includes('connect'))
        return resolve(accountActionsToken).add(pluginTemplateAccountAction)
    },
  })
}

export { usePluginTemplateNetworks } from './hooks/usePluginTemplateNetworks.ts'
export type { NetworksService, NetworksState } from './services/NetworksService.ts'
export { pluginTemplateNetworksToken } from './tokens.ts'
