import {
  connectionToken,
  connectorsToken,
  connectPlugin,
  type Eip1193Provider,
  type Network,
} from '@keyport/connect'
import type { KeyportOptions, Plugin, TokenType } from '@keyport/kernel'
import { provide } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { BehaviorSubject, of } from 'rxjs'
import { hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type ConnectionService = TokenType<typeof connectionToken>
type ConnectionState = ConnectionService['state']

// anvil's dev keys #8 and #9: the accounts of the siwx tests.
export const alice = privateKeyToAccount(
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
)
export const bob = privateKeyToAccount(
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
)
const accounts = [alice, bob]

const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://api.test/v1/?chainId=${id}`] } },
})
export const testNetworks = [network(1, 'Ethereum (local)'), network(8453, 'Base (local)')] as const

type SignHandler = (message: string, address: string) => Promise<unknown>

/**
 * A scriptable connection for siwx tests: `connect(account, chainId)`, `switchAccount`,
 * `switchChain`, `disconnect`, and a provider whose `personal_sign` signs with the account's key
 * unless a test replaces `onSign` (to reject, stall or answer garbage).
 */
export function fakeSiwxConnection() {
  const state$ = new BehaviorSubject<ConnectionState>({
    status: 'disconnected',
    accounts: [],
    chainSupported: true,
  })
  const signRequests: { message: string; address: string }[] = []
  const defaultSign: SignHandler = async (message, address) => {
    const account = accounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
    if (!account) throw Object.assign(new Error('Unknown account'), { code: 4100 })
    return account.signMessage({ message })
  }
  const control = { onSign: defaultSign, disconnects: 0 }
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method !== 'personal_sign') return null
      const [data, address] = params as [string, string]
      const message = isHex(data) ? hexToString(data) : data
      signRequests.push({ message, address })
      return control.onSign(message, address)
    },
  }
  const set = (patch: Partial<ConnectionState>) => state$.next({ ...state$.value, ...patch })
  const supported = (chainId: number) => testNetworks.some((n) => n.id === chainId)
  const service: ConnectionService = {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    connect: async () => {},
    disconnect: async () => {
      control.disconnects++
      state$.next({ status: 'disconnected', accounts: [], chainSupported: true })
    },
    reconnect: async () => false,
    switchChain: async (chainId) => set({ chainId, chainSupported: supported(chainId) }),
    provider: () => (state$.value.status === 'connected' ? provider : undefined),
    dispose: () => {},
  }
  return {
    service,
    control,
    signRequests,
    connect(address: `0x${string}` = alice.address, chainId = 1) {
      state$.next({
        status: 'connected',
        connectorId: 'io.keyport.testwallet',
        address,
        accounts: [address],
        chainId,
        chainSupported: supported(chainId),
      })
    },
    switchAccount: (address: `0x${string}`) => set({ address, accounts: [address] }),
    switchChain: (chainId: number) => set({ chainId, chainSupported: supported(chainId) }),
  }
}

export type FakeSiwxConnection = ReturnType<typeof fakeSiwxConnection>

/**
 * A started test kernel with the connect plugin over `connection` and the given plugins (the
 * siwx plugin under test). The page is `http://127.0.0.1:5173` unless the plugin says otherwise.
 */
export function siwxTestKernel({
  connection = fakeSiwxConnection(),
  plugins,
  storage,
  options = {},
}: {
  connection?: FakeSiwxConnection
  plugins: readonly Plugin[]
  /** Backing Web Storage, to share between two kernels (a reload). */
  storage?: Storage
  options?: KeyportOptions
}) {
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks }), ...plugins],
    options: {
      metadata: { name: 'Test App', description: '', url: 'http://127.0.0.1:5173', icons: [] },
      ...(storage ? { storage: () => storage } : {}),
      ...options,
    },
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(connectorsToken, () => ({
        connectors$: of([]),
        connectors: [],
        get: () => undefined,
        add: () => () => {},
        dispose: () => {},
      })),
    ],
  })
  return { kernel, connection }
}
