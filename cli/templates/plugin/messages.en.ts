/**
 * The plugin's English texts. Keys start with the plugin's id.
 *
 * @example
 * i18n.t('plugin-template.count', { count: 2 }) // 'Networks served: 2'
 */
export const pluginTemplateMessagesEn = {
  'plugin-template.title': 'Plugin template',
  'plugin-template.action': 'Plugin template',
  'plugin-template.loading': 'Loading networks…',
  'plugin-template.count': 'Networks served: {count}',
  'plugin-template.list': 'Networks',
  'plugin-template.refresh': 'Refresh',
  'plugin-template.failed': 'Networks Unavailable',
  'plugin-template.retry': 'Try again',
}
