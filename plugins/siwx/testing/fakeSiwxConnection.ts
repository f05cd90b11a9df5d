import {
  connectionToken,
  connectorsToken,
  connectPlugin,
  type Eip1193Provider,
  type SolanaNetwork,
  solanaMainnet,
} from '@keyport/connect'
import { fakeConnection, fakeRegistry, testNetworks } from '@keyport/connect/testing'
import { type KeyportOptions, type Plugin, provide } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import type { Wallet } from '@wallet-standard/base'
import { hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { solanaWalletConnector } from './solanaWalletConnector.ts'

// anvil's dev keys #8 and #9: the accounts of the siwx tests.
export const alice = privateKeyToAccount(
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
)
export const bob = privateKeyToAccount(
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
)
const accounts = [alice, bob]

type SignHandler = (message: string, address: string) => Promise<unknown>

/**
 * The connect plugin's fake connection, driven the way a wallet would drive it:
 * `connect(account, chainId)`, `switchAccount`, `switchChain`, `connectSolana(wallet)`,
 * `switchSolanaAccount`, `disconnect` (counted); `registry` holds the connected connectors. Its
 * provider's `personal_sign` signs with the account's key unless a test replaces `onSign` (to
 * reject, stall or answer garbage); `signRequests` records each message.
 */
export function fakeSiwxConnection() {
  const signRequests: { message: string; address: string }[] = []
  const control = {
    onSign: (async (message, address) => {
      const account = accounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
      if (!account) throw Object.assign(new Error('Unknown account'), { code: 4100 })
      return account.signMessage({ message })
    }) as SignHandler,
    disconnects: 0,
    solanaConnectorId: undefined as string | undefined,
  }
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method !== 'personal_sign') return null
      const [data, address] = params as [string, string]
      const message = isHex(data) ? hexToString(data) : data
      signRequests.push({ message, address })
      return control.onSign(message, address)
    },
  }
  const fake = fakeConnection({}, provider)
  fake.service.disconnect = async () => {
    control.disconnects++
    fake.set({
      status: 'disconnected',
      address: undefined,
      accounts: [],
      namespace: undefined,
      caipNetworkId: undefined,
      caipAddress: undefined,
      solanaAccounts: undefined,
    })
  }
  const supported = (chainId: number) => testNetworks.some((n) => n.id === chainId)
  const registry = fakeRegistry([])
  let solanaNetwork = ''
  const setSolanaAccount = (address: string) =>
    fake.set({
      status: 'connected',
      connectorId: control.solanaConnectorId,
      address: undefined,
      accounts: [],
      chainId: undefined,
      chainSupported: true,
      error: undefined,
      namespace: 'solana',
      caipNetworkId: solanaNetwork,
      caipAddress: `${solanaNetwork}:${address}`,
      solanaAccounts: [address],
    })
  return {
    service: fake.service,
    registry,
    control,
    signRequests,
    connect(address: `0x${string}` = alice.address, chainId = 1) {
      fake.set({
        status: 'connected',
        connectorId: 'io.keyport.testwallet',
        address,
        accounts: [address],
        chainId,
        chainSupported: supported(chainId),
        error: undefined,
        namespace: undefined,
        caipNetworkId: undefined,
        caipAddress: undefined,
        solanaAccounts: undefined,
      })
    },
    /**
     * Connects `wallet`, a Wallet Standard Solana wallet (the test wallet's Solana side), as the
     * connect plugin does: `standard:connect`, its connector (with `solana.wallet`) in the
     * registry, and the state of a Solana connection on `caipNetworkId`: `namespace`,
     * `caipAddress`, `solanaAccounts`, and no EVM `address` or `chainId`.
     */
    async connectSolana(wallet: Wallet, caipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') {
      const connector = solanaWalletConnector(wallet)
      await connector.solana.connect()
      if (!registry.get(connector.id)) registry.add(connector)
      solanaNetwork = caipNetworkId
      control.solanaConnectorId = connector.id
      setSolanaAccount(wallet.accounts[0]?.address ?? '')
    },
    /** The Solana wallet's active account changed (after the test wallet's `switchAccount`). */
    switchSolanaAccount: (address: string) => setSolanaAccount(address),
    switchAccount: (address: `0x${string}`) => fake.set({ address, accounts: [address] }),
    switchChain: (chainId: number) => fake.set({ chainId, chainSupported: supported(chainId) }),
  }
}

export type FakeSiwxConnection = ReturnType<typeof fakeSiwxConnection>

/**
 * A started test kernel with the connect plugin over `connection` and the given plugins (the
 * siwx plugin under test), as the app 'Test App'.
 */
export function siwxTestKernel({
  connection = fakeSiwxConnection(),
  plugins,
  storage,
  options = {},
  solanaNetworks = [solanaMainnet],
}: {
  connection?: FakeSiwxConnection
  plugins: readonly Plugin[]
  /** The app's Solana networks, for the views' names. @default [solanaMainnet] */
  solanaNetworks?: readonly SolanaNetwork[]
  /** Backing Web Storage, to share between two kernels (a reload). */
  storage?: Storage
  options?: KeyportOptions
}) {
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks, solanaNetworks }), ...plugins],
    options: {
      metadata: { name: 'Test App', description: '', url: 'http://127.0.0.1:5173', icons: [] },
      ...(storage ? { storage: () => storage } : {}),
      ...options,
    },
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(connectorsToken, () => connection.registry),
    ],
  })
  return { kernel, connection }
}
