import {
  connectionToken,
  connectorsToken,
  connectPlugin,
  type Eip1193Provider,
} from '@keyport/connect'
import { fakeConnection, fakeRegistry, testNetworks } from '@keyport/connect/testing'
import { type KeyportOptions, type Plugin, provide } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

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
 * `connect(account, chainId)`, `switchAccount`, `switchChain`, `disconnect` (counted). Its
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
  const disconnect = fake.service.disconnect
  fake.service.disconnect = async () => {
    control.disconnects++
    await disconnect()
  }
  const supported = (chainId: number) => testNetworks.some((n) => n.id === chainId)
  return {
    service: fake.service,
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
      })
    },
    /**
     * Connects a Solana account (base58) on a Solana network, as a connection that carries its
     * CAIP-2 network id (`caipNetworkId`) reports it.
     */
    connectSolana(address: string, caipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') {
      const account = address as `0x${string}`
      fake.set({
        status: 'connected',
        connectorId: 'io.keyport.testwallet.solana',
        address: account,
        accounts: [account],
        chainId: undefined,
        chainSupported: true,
        error: undefined,
        caipNetworkId,
      } as Parameters<typeof fake.set>[0])
    },
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
      provide(connectorsToken, () => fakeRegistry([])),
    ],
  })
  return { kernel, connection }
}
