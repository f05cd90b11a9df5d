import { clockToken, type PluginContext } from '@keyport/kernel'
import type { Network } from '../connectors/networks.ts'
import type { SolanaNetwork } from '../connectors/solanaNetworks.ts'
import type { ConnectorRegistry } from '../services/ConnectorRegistry.ts'
import { isInjectedConnector } from '../services/inAppWalletBrowser.ts'
import { isMobileBrowser } from '../services/isMobileBrowser.ts'
import { walletConnectAuthToken } from '../tokens.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import { preparePairingOnOpen } from './preparePairingOnOpen.ts'
import { shouldReusePairing } from './shouldReusePairing.ts'
import type { WalletConnectOptions } from './WalletConnectOptions.ts'

/**
 * Adds the WalletConnect connector to the registry when the host configured a relay. The SDK is
 * not loaded here: only when the user picks WalletConnect or a stored session is restored. With
 * Solana networks, the connector's Solana side loads first (its own chunk), and proposals ask
 * for the `solana` namespace. On a phone the pairing starts as the modal opens on a wallet list
 * (`preparePairingOnOpen`), except in a wallet's in-app browser, where no other wallet is offered.
 *
 * @example
 * await addWalletConnect(registry, context, networks, { relayUrl: 'ws://127.0.0.1:4001' })
 */
export async function addWalletConnect(
  registry: ConnectorRegistry,
  {
    resolve,
    options,
    modal,
    router,
  }: Pick<PluginContext, 'resolve' | 'options' | 'modal' | 'router'>,
  networks: readonly Network[],
  walletConnect: WalletConnectOptions | undefined,
  solanaNetworks: readonly SolanaNetwork[] = [],
): Promise<void> {
  if (!walletConnect) return
  const solana =
    solanaNetworks.length > 0
      ? {
          networks: solanaNetworks,
          create: (await import('./solana/createWalletConnectSolana.ts')).createWalletConnectSolana,
        }
      : undefined
  const page = globalThis.window as (Window & { TelegramWebviewProxy?: unknown }) | undefined
  const connector = createWalletConnectConnector({
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
    authenticators: resolve(walletConnectAuthToken),
    solana,
    reusePendingPairing:
      walletConnect.reusePendingPairing ??
      shouldReusePairing(globalThis.navigator?.userAgent ?? '', page),
  })
  registry.add(connector)
  // Lives as long as the kernel's modal; nothing to stop earlier.
  if (isMobileBrowser())
    preparePairingOnOpen({
      connector,
      modal,
      router,
      wanted: () => !registry.connectors.some(isInjectedConnector),
    })
}
