import { clockToken, type PluginContext } from '@keyport/kernel'
import type { Network } from '../connectors/networks.ts'
import type { ConnectorRegistry } from '../services/ConnectorRegistry.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import { shouldReusePairing } from './shouldReusePairing.ts'
import type { WalletConnectOptions } from './WalletConnectOptions.ts'

/**
 * Adds the WalletConnect connector to the registry when the host configured a relay. The SDK is
 * not loaded here: only when the user picks WalletConnect or a stored session is restored.
 *
 * @example
 * addWalletConnect(registry, context, networks, { relayUrl: 'ws://127.0.0.1:4001' })
 */
export function addWalletConnect(
  registry: ConnectorRegistry,
  { resolve, options }: Pick<PluginContext, 'resolve' | 'options'>,
  networks: readonly Network[],
  walletConnect: WalletConnectOptions | undefined,
): void {
  if (!walletConnect) return
  const page = globalThis.window as (Window & { TelegramWebviewProxy?: unknown }) | undefined
  registry.add(
    createWalletConnectConnector({
      relayUrl: walletConnect.relayUrl,
      projectId: walletConnect.projectId ?? options.projectId ?? 'keyport',
      metadata: walletConnect.metadata ??
        options.metadata ?? {
          name: page?.document.title || 'Keyport app',
          description: '',
          url: page?.location.origin ?? 'http://localhost',
          icons: [],
        },
      networks,
      clock: resolve(clockToken),
      reusePendingPairing:
        walletConnect.reusePendingPairing ??
        shouldReusePairing(globalThis.navigator?.userAgent ?? '', page),
    }),
  )
}
