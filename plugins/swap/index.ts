import { definePlugin, type Plugin } from '@keyport/kernel'

/**
 * The 'swap' plugin: Swap, SwapSelectToken and SwapPreview (Order 9).
 * So far it is only its manifest: it installs, takes its place in the dependency order and
 * contributes nothing else until its issue lands.
 *
 * @example
 * createKeyport({ plugins: [swapPlugin()] })
 */
export function swapPlugin(): Plugin {
  return definePlugin({
    id: 'swap',
    requires: ['connect'],
  })
}
