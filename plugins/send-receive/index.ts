import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'send-receive' plugin: WalletSend and WalletReceive (Order 8).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [sendReceivePlugin()] })
 */
export function sendReceivePlugin(): Plugin {
  return definePlugin({
    id: 'send-receive',
    requires: ['connect'],
  })
}
