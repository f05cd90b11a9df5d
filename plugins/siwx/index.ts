import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'siwx' plugin: sign in with a wallet message and sessions that last (Order 7).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [siwxPlugin()] })
 */
export function siwxPlugin(): Plugin {
  return definePlugin({
    id: 'siwx',
    requires: ['connect'],
  })
}
