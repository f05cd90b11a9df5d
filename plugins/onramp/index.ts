import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'onramp' plugin: OnRampProviders and BuyInProgress (Order 9).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [onrampPlugin()] })
 */
export function onrampPlugin(): Plugin {
  return definePlugin({
    id: 'onramp',
    requires: ['connect'],
  })
}
