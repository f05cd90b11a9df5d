import {
  clockToken,
  dataApiToken,
  definePlugin,
  defineView,
  optionsToken,
  type Plugin,
  type PluginContext,
  provide,
  storageToken,
  toastToken,
} from '@keyport/kernel'
import { connectedButtonToken } from '@keyport/kernel/react'
import { BehaviorSubject, type Subscription } from 'rxjs'
import { connectButtonMessagesEn } from './buttonMessages.en.ts'
import { createHostButtons, hostButtonsToken } from './components/hostButtons.ts'
import type { Network } from './connectors/networks.ts'
import type { SolanaNetwork } from './connectors/solanaNetworks.ts'
import { type ConnectSettings, connectSettingsToken } from './hooks/connectOptionsToken.ts'
import { createAccountActions } from './services/AccountActions.ts'
import type { AccountData, AccountDataService } from './services/AccountDataService.ts'
import { createConnectMethodSections } from './services/ConnectMethodSections.ts'
import { createConnectorRegistry } from './services/ConnectorRegistry.ts'
import type { CallsStatusViewer } from './services/callsStatusViewers.ts'
import type { WalletListOptions } from './services/connectorList.ts'
import { createContributions } from './services/createContributions.ts'
import { createLegalConsent } from './services/LegalConsent.ts'
import { lazyConnection } from './services/lazyConnection.ts'
import type { WalletRegistryService } from './services/WalletRegistryService.ts'
import {
  accountActionsToken,
  accountDataToken,
  callsStatusViewersToken,
  connectionToken,
  connectMethodSectionsToken,
  connectorsToken,
  legalConsentToken,
  walletConnectAuthToken,
  walletRegistryToken,
} from './tokens.ts'
import type { WalletConnectAuthenticator } from './walletconnect/WalletConnectAuthenticator.ts'
import type { WalletConnectOptions } from './walletconnect/WalletConnectOptions.ts'

export type ConnectPluginParameters = WalletListOptions & {
  /** The networks the app supports; the first is the default. */
  networks: readonly [Network, ...Network[]]
  /** Phone wallets by QR code through this WalletConnect relay. @default undefined (no WalletConnect) */
  walletConnect?: WalletConnectOptions
  /**
   * The Solana networks the app supports. With one, Wallet Standard Solana wallets are listed
   * too (their discovery loads only then). @default [] (EVM only)
   */
  solanaNetworks?: readonly SolanaNetwork[]
}

/**
 * The 'connect' plugin: browser wallets (EIP-6963 and injected), phone wallets through
 * WalletConnect when a relay is configured, the Connect, ConnectWallets, AllWallets,
 * ConnectingExternal, ConnectingWalletConnect, Account, Networks, SwitchNetwork and
 * UnsupportedChain views, reconnect after reload, and the hooks and buttons host pages use.
 *
 * @example
 * createKeyport({ apiUrl, projectId, plugins: [connectPlugin({ networks: [mainnet, base] })] })
 */
export function connectPlugin({
  networks,
  walletConnect,
  solanaNetworks = [],
  ...walletOptions
}: ConnectPluginParameters): Plugin {
  if (networks.length === 0)
    throw new TypeError('connectPlugin({ networks }) needs at least one network.')
  const settings: ConnectSettings = {
    networks,
    walletOptions,
    solanaNetworks,
    walletConnect: walletConnect !== undefined,
  }
  return definePlugin({
    id: 'connect',
    // The host-page buttons' English texts come with the plugin; the rest, and every other
    // language, load with the modal (or at start, for a page in another language).
    messages: { en: connectButtonMessagesEn },
    translations: () => import('./translations.ts').then((m) => m.connectTranslations),
    // Connect and Account prefetch beside the modal; its other views load with it.
    views: [
      defineView({ id: 'Connect', load: () => import('./views/ConnectView.tsx') }),
      defineView({
        id: 'Account',
        title: 'account.title',
        load: () => import('./views/AccountView.tsx'),
      }),
    ],
    modal: () => import('./modal.ts').then((part) => part.connectModal),
    services: [
      provide(connectSettingsToken, () => settings),
      provide(connectorsToken, (context) => {
        const registry = createConnectorRegistry({
          clock: context.resolve(clockToken),
          networks,
          walletStandard: solanaNetworks.length > 0 ? {} : undefined,
        })
        // Only a host that configured a relay loads the connector's code, a moment after start:
        // reconnect waits for a late connector, and the wallet list shows it as it arrives.
        if (walletConnect && inBrowser())
          import('./walletconnect/addWalletConnect.ts')
            .then(({ addWalletConnect }) =>
              addWalletConnect(registry, context, networks, walletConnect, solanaNetworks),
            )
            .catch((error: unknown) =>
              context.logger.warn('the WalletConnect connector did not load', error),
            )
        return registry
      }),
      provide(connectionToken, ({ resolve, bus }) => {
        const storage = resolve(storageToken)
        const load = () =>
          import('./services/ConnectionService.ts').then(({ createConnectionService }) =>
            createConnectionService({
              registry: resolve(connectorsToken),
              storage,
              bus,
              clock: resolve(clockToken),
              networks,
              solanaNetworks,
            }),
          )
        return lazyConnection({ load, storage, bus, viewers: resolve(callsStatusViewersToken) })
      }),
      provide(accountDataToken, (context) => lazyAccountData(context, networks, solanaNetworks)),
      provide(walletRegistryToken, lazyWalletRegistry),
      provide(connectMethodSectionsToken, createConnectMethodSections),
      provide(accountActionsToken, createAccountActions),
      provide(hostButtonsToken, ({ resolve }) =>
        createHostButtons(resolve(connectionToken), () => settings),
      ),
      provide(connectedButtonToken, ({ resolve }) => resolve(hostButtonsToken).slot),
      provide(legalConsentToken, createLegalConsent),
      provide(walletConnectAuthToken, () => createContributions<WalletConnectAuthenticator>()),
      provide(callsStatusViewersToken, () => createContributions<CallsStatusViewer>()),
    ],
    setup,
  })
}

// A server render (Next.js) runs createKeyport too: it loads no WalletConnect client there, so
// that no request of a server ever pairs with the relay.
const inBrowser = () => typeof window !== 'undefined'

/**
 * Reconnects to the last wallet, makes `open()` show Account once connected, closes the modal
 * when a connection succeeds, and holds the UnsupportedChain view while the wallet sits on a
 * chain the app does not support.
 */
function setup({ resolve, modal, router, logger, options }: PluginContext) {
  // Resolving the registry starts EIP-6963 discovery, so wallets announce before the first open.
  const registry = resolve(connectorsToken)
  const connection = resolve(connectionToken)
  modal.setDefaultView(() => {
    const { status, chainSupported } = connection.state
    if (status !== 'connected') return { view: 'Connect', params: undefined }
    return { view: chainSupported ? 'Account' : 'UnsupportedChain', params: undefined }
  })
  let previous = connection.state
  const subscription = connection.state$.subscribe((state) => {
    const was = previous
    previous = state
    const connected = state.status === 'connected'
    if (connected && !state.chainSupported) {
      if (router.current.view !== 'UnsupportedChain' || !modal.state.open)
        modal.open({ view: 'UnsupportedChain' })
      return
    }
    if (connected && was.status !== 'connected' && modal.state.open) {
      modal.close({ force: true })
      return
    }
    if (connected && !was.chainSupported && router.current.view === 'UnsupportedChain')
      router.reset('Account')
    if (!connected && was.status === 'connected' && modal.state.open) router.reset('Connect')
  })
  // Only a browser has a cookie to keep (a server render reads it), and only an app that asked
  // for one loads the code that keeps it.
  const { ssrStorage } = options
  let stopSsrStorage: (() => void) | undefined
  let stopped = false
  if (ssrStorage && typeof document !== 'undefined')
    import('./services/syncSsrStorage.ts')
      .then(({ syncSsrStorage }) => {
        if (!stopped) stopSsrStorage = syncSsrStorage(connection, ssrStorage)
      })
      .catch((error: unknown) => logger.warn('the SSR storage did not load', error))
  connection.reconnect().catch((error: unknown) => logger.warn('reconnect failed', error))
  return () => {
    stopped = true
    stopSsrStorage?.()
    subscription.unsubscribe()
    connection.dispose()
    registry.dispose()
  }
}

export { AccountButton, type AccountButtonProps } from './components/AccountButton.tsx'
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton.tsx'

// The account data and wallet registry services validate answers with zod; they load on first
// use (a connection, an AllWallets page) so the host page's first bundle stays small.

function lazyAccountData(
  { resolve }: PluginContext,
  networks: readonly Network[],
  solanaNetworks: readonly SolanaNetwork[],
): AccountDataService {
  const data$ = new BehaviorSubject<AccountData>({ loading: false, balances: [] })
  const connection = resolve(connectionToken)
  const { tokens, apiUrl, projectId } = resolve(optionsToken)
  let service: Promise<AccountDataService> | undefined
  let forwarding: Subscription | undefined
  let disposed = false
  const load = () => {
    service ??= import('./services/AccountDataService.ts').then(({ createAccountDataService }) => {
      const created = createAccountDataService({
        connection,
        dataApi: resolve(dataApiToken),
        toast: resolve(toastToken),
        clock: resolve(clockToken),
        networks,
        solanaNetworks,
        appTokens: tokens
          ? (target) =>
              import('./services/readAppTokens.ts').then(({ readAppTokens }) =>
                readAppTokens({ tokens, networks, apiUrl, projectId, ...target }),
              )
          : undefined,
      })
      if (disposed) created.dispose()
      else forwarding = created.data$.subscribe((data) => data$.next(data))
      return created
    })
    return service
  }
  const watching = connection.state$.subscribe((state) => {
    if (state.status === 'connected') void load()
  })
  return {
    data$: data$.asObservable(),
    get data() {
      return data$.value
    },
    refresh: async (options) => (await load()).refresh(options),
    // Nothing is cached before the service loads, so there is nothing to forget until then.
    forgetIdentity: (address) => void service?.then((created) => created.forgetIdentity(address)),
    dispose() {
      disposed = true
      watching.unsubscribe()
      forwarding?.unsubscribe()
      void service?.then((created) => created.dispose())
    },
  }
}

function lazyWalletRegistry({ resolve, options }: PluginContext): WalletRegistryService {
  let service: Promise<WalletRegistryService> | undefined
  return {
    // The data API client needs both; without them the Connect view asks for nothing.
    available: Boolean(options.apiUrl && options.projectId),
    async list(options) {
      service ??= import('./services/WalletRegistryService.ts').then((module) =>
        module.createWalletRegistryService({ dataApi: resolve(dataApiToken) }),
      )
      return (await service).list(options)
    },
  }
}

export { type ChainRpcUrlsParameters, chainRpcUrls } from './chain/chainRpcUrls.ts'
export { getChainClient } from './chain/getChainClient.ts'
export type { ConnectedAccount } from './connectedAccount.ts'
export { type ConnectorEntity, toConnectorEntity } from './connectors/connectorEntity.ts'
export type { SolanaConnector } from './connectors/createWalletStandardConnector.ts'
export type {
  BlockExplorer,
  Network,
  NetworkAssets,
  NetworkContract,
  RpcUrls,
} from './connectors/networks.ts'
export { isSignature, personalSignParams } from './connectors/personalSign.ts'
export { rpcErrorCode } from './connectors/rpcErrorCode.ts'
export {
  type SolanaNetwork,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
} from './connectors/solanaNetworks.ts'
export type {
  AccountKind,
  AccountTypeControl,
  AccountTypeState,
  ChainNamespace,
  ConnectionResult,
  Connector,
  ConnectorEvent,
  ConnectorType,
  Eip1193Provider,
} from './connectors/types.ts'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.ts'
export { useDisconnect } from './hooks/useDisconnect.ts'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.ts'
export { useProvider } from './hooks/useProvider.ts'
export { useWalletInfo, type WalletInfo } from './hooks/useWalletInfo.ts'
export type {
  AccountAction,
  AccountActionContext,
  AccountActions,
  AccountActionView,
} from './services/AccountActions.ts'
export type {
  ConnectMethodSection,
  ConnectMethodSections,
} from './services/ConnectMethodSections.ts'
export type { CallsStatusViewer } from './services/callsStatusViewers.ts'
export { filterTelegramSocials, type TelegramPlatform } from './services/filterTelegramSocials.ts'
export {
  createWalletCalls,
  isUnsupportedMethodError,
  paymasterServiceUrl,
  type SendWalletCallsParameters,
  type SendWalletCallsReturnType,
  sendWalletCalls,
  type WalletCall,
  WalletCallsFailedError,
  type WalletCallsSupport,
  walletCallsSupport,
} from './services/walletCalls.ts'
export {
  accountActionsToken,
  accountDataToken,
  callsStatusViewersToken,
  connectionToken,
  connectMethodSectionsToken,
  connectorsToken,
  walletConnectAuthToken,
  walletRegistryToken,
} from './tokens.ts'
export type {
  WalletConnectAuthenticateRequest,
  WalletConnectAuthenticator,
  WalletConnectCacao,
} from './walletconnect/WalletConnectAuthenticator.ts'
export type { WalletConnectOptions } from './walletconnect/WalletConnectOptions.ts'
