import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'connect' plugin: Connect, AllWallets, Account, Networks views and the wallet connectors (Order 3; WalletConnect in Order 5).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [connectPlugin()] })
 */
export function connectPlugin(): Plugin {
  return definePlugin({
    id: 'connect',
  })
}
