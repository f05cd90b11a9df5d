import { type KeyportOptions, type Plugin, provide, type ServiceDefinition } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { BehaviorSubject, NEVER, of } from 'rxjs'
import type { Network } from '../../connectors/networks.ts'
import type { SolanaNetwork } from '../../connectors/solanaNetworks.ts'
import type { Connector, Eip1193Provider } from '../../connectors/types.ts'
import { connectPlugin } from '../../index.ts'
import type { AccountData, AccountDataService } from '../../services/AccountDataService.ts'
import type { ConnectionService, ConnectionState } from '../../services/ConnectionService.ts'
import type { ConnectorRegistry } from '../../services/ConnectorRegistry.ts'
import type { WalletListOptions } from '../../services/connectorList.ts'
import type { RegistryWallet, WalletRegistryService } from '../../services/WalletRegistryService.ts'
import {
  accountDataToken,
  connectionToken,
  connectorsToken,
  walletRegistryToken,
} from '../../tokens.ts'
import type { WalletConnectOptions } from '../../walletconnect/WalletConnectOptions.ts'

const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:4000/v1/?chainId=${id}`] } },
})
export const testNetworks = [network(1, 'Ethereum (local)'), network(8453, 'Base (local)')] as const

export const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

export function fakeConnector(id: string, name: string, type: Connector['type'] = 'ANNOUNCED') {
  return {
    id,
    name,
    type,
    rdns: type === 'ANNOUNCED' ? id : undefined,
    connect: async () => ({ address, accounts: [address], chainId: 1 }),
    disconnect: async () => {},
    getAccounts: async () => [],
    getChainId: async () => 1,
    switchChain: async () => {},
    getProvider: () => ({ request: async () => null }),
    events$: NEVER,
  } satisfies Connector
}

type Deferred = { resolve(): void; reject(error: unknown): void }

/**
 * A scriptable connection: each connect or switch waits until the test settles it. `provider`
 * is what `provider()` gives while connected.
 */
export function fakeConnection(initial: Partial<ConnectionState> = {}, provider?: Eip1193Provider) {
  const state$ = new BehaviorSubject<ConnectionState>({
    status: 'disconnected',
    accounts: [],
    chainSupported: true,
    ...initial,
  })
  const pending: Deferred[] = []
  const wait = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject })
    })
  const set = (patch: Partial<ConnectionState>) => state$.next({ ...state$.value, ...patch })
  const service = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: async (connectorId: string) => {
      set({ status: 'connecting', connectorId, error: undefined })
      try {
        await wait()
      } catch (error) {
        set({ status: 'disconnected', error: (error as Error).message })
        throw error
      }
      set({ status: 'connected', address, accounts: [address], chainId: 1, chainSupported: true })
    },
    disconnect: async () => set({ status: 'disconnected', address: undefined, accounts: [] }),
    reconnect: async () => false,
    restored$: of(true),
    restored: true,
    switchChain: async (chainId: number) => {
      await wait()
      set({ chainId, chainSupported: testNetworks.some((n) => n.id === chainId) })
    },
    provider: () => (state$.value.status === 'connected' ? provider : undefined),
    dispose: () => {},
  } satisfies ConnectionService
  return { service, set, pending }
}

/**
 * Account data the test publishes with `set`; `refreshes` records each refresh's options,
 * `forgotten` each address whose identity was dropped.
 */
export function fakeAccountData(data: Partial<AccountData> = {}) {
  const data$ = new BehaviorSubject<AccountData>({ loading: false, balances: [], ...data })
  const refreshes: { force?: boolean }[] = []
  const forgotten: string[] = []
  const service = {
    data$: data$.asObservable(),
    get data() {
      return data$.value
    },
    refresh: async (options: { force?: boolean } = {}) => {
      refreshes.push(options)
    },
    forgetIdentity: (address: string) => {
      forgotten.push(address)
    },
    dispose: () => {},
  } satisfies AccountDataService
  return Object.assign(service, {
    refreshes,
    forgotten,
    set: (patch: Partial<AccountData>) => data$.next({ ...data$.value, ...patch }),
  })
}

export function fakeRegistry(connectors: readonly Connector[]) {
  const connectors$ = new BehaviorSubject<readonly Connector[]>(connectors)
  return {
    connectors$: connectors$.asObservable(),
    get connectors() {
      return connectors$.value
    },
    get: (id: string) => connectors$.value.find((c) => c.id === id),
    add: (connector: Connector) => {
      connectors$.next([...connectors$.value, connector])
      return () => {}
    },
    dispose: () => {},
  } satisfies ConnectorRegistry
}

/** The data API's registry over `wallets` (in rank order): search, include and exclude by id. */
export function fakeWalletRegistry(wallets: readonly RegistryWallet[]): WalletRegistryService {
  return {
    available: true,
    list: async ({ page = 1, entries = 40, search, include = [], exclude = [] }) => {
      const found = wallets.filter(
        (w) =>
          (!search || w.name.toLowerCase().includes(search.toLowerCase())) &&
          (include.length === 0 || include.includes(w.id)) &&
          !exclude.includes(w.id),
      )
      return {
        wallets: found.slice((page - 1) * entries, page * entries),
        count: found.length,
        page,
      }
    },
  }
}

/** A started test kernel with the connect plugin over fake services. */
export function connectTestKernel({
  connection = fakeConnection(),
  connectors = [fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet')],
  accountData = fakeAccountData(),
  wallets = [] as readonly RegistryWallet[],
  plugins = [],
  features = {},
  walletOptions = {},
  overrides = [],
  networks = testNetworks,
  options = {},
  solanaNetworks = [],
  walletConnect,
}: {
  connection?: ReturnType<typeof fakeConnection>
  connectors?: readonly Connector[]
  accountData?: AccountDataService
  wallets?: readonly RegistryWallet[]
  plugins?: readonly Plugin[]
  features?: Record<string, unknown>
  walletOptions?: WalletListOptions
  /** More services to replace, e.g. another plugin's, for that plugin's view tests. */
  overrides?: readonly ServiceDefinition[]
  networks?: readonly [Network, ...Network[]]
  /** More kernel options, e.g. the `frameUrl` the email-social plugin needs. @default {} */
  options?: KeyportOptions
  solanaNetworks?: readonly SolanaNetwork[]
  /** The app's relay: registry wallets are recommended only with one. @default undefined */
  walletConnect?: WalletConnectOptions
} = {}) {
  const kernel = createTestKernel({
    plugins: [
      connectPlugin({ networks, solanaNetworks, walletConnect, ...walletOptions }),
      ...plugins,
    ],
    options: { ...options, features },
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(connectorsToken, () => fakeRegistry(connectors)),
      provide(accountDataToken, () => accountData),
      provide(walletRegistryToken, () => fakeWalletRegistry(wallets)),
      ...overrides,
    ],
  })
  return { kernel, connection }
}
