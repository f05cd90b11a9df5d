import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'history' plugin: the Transactions activity list (Order 8).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [historyPlugin()] })
 */
export function historyPlugin(): Plugin {
  return definePlugin({
    id: 'history',
    requires: ['connect'],
  })
}
