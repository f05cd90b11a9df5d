import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'names' plugin: ChooseAccountName, RegisterAccountName and RegisterAccountNameSuccess (Order 10).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [namesPlugin()] })
 */
export function namesPlugin(): Plugin {
  return definePlugin({
    id: 'names',
    requires: ['connect'],
  })
}
