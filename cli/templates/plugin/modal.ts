import { accountActionsToken } from '@keyport/connect'
import { defineModalPart, defineView } from '@keyport/kernel'
import { pluginTemplateAccountAction } from './accountAction.ts'

/**
 * What this plugin adds inside the modal, loaded with it (not with the host page): its view, and
 * a button in the Account view that opens it.
 *
 * @example
 * definePlugin({ id: 'plugin-template', modal: () => import('./modal.ts').then((part) => part.pluginTemplateModal) })
 */
export const pluginTemplateModal = defineModalPart({
  views: [
    defineView({
      id: 'plugin-template/networks',
      title: 'plugin-template.title',
      load: () => import('./views/PluginTemplateView.tsx'),
    }),
  ],
  setup: ({ plugins, resolve }) =>
    // The Account view is connect's; without connect there is no Account view to add to.
    plugins.includes('connect')
      ? resolve(accountActionsToken).add(pluginTemplateAccountAction)
      : undefined,
})
