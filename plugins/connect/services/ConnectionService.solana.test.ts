// The connection across namespaces: a wallet's Solana side (Wallet Standard) connects, follows
// account changes, reconnects after a reload and disconnects, next to its EVM side.
import {
  type BusEvent,
  createEventBus,
  createManualClock,
  createStorage,
  type KeyportEvents,
} from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import {
  announceProvider,
  anvilAccount0Key,
  createSolanaTestWallet,
  createTestWallet,
  localSolanaChains,
  solanaAccount0Key,
  solanaDevKey,
} from '@keyport/test-wallet'
import type { Wallet } from '@wallet-standard/base'
import { filter, firstValueFrom } from 'rxjs'
import { describe, expect, test } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import { solanaMainnet } from '../connectors/solanaNetworks.ts'
import { connectionStorageKeys, createConnectionService } from './ConnectionService.ts'
import { createConnectorRegistry } from './ConnectorRegistry.ts'

const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const account1 = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const caip = (address: string) => `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`
const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A browser profile: the wallets' own storage and the page's storage both survive reloads. */
function profile() {
  const walletSaved = new Map<string, string>()
  const walletStorage = {
    getItem: (key: string) => walletSaved.get(key) ?? null,
    setItem: (key: string, value: string) => void walletSaved.set(key, value),
  }
  const pageBackend = createMemoryStorage()

  /** One page load: the wallet in both namespaces (or Solana only), a registry and a service. */
  async function load({ evm = true } = {}) {
    const solana = await createSolanaTestWallet({
      privateKey: solanaAccount0Key,
      otherKeys: [solanaDevKey(1)],
      chains: localSolanaChains,
      info: { name: 'Keyport Test Wallet' },
      storage: walletStorage,
    })
    const window = new EventTarget()
    if (evm) {
      const wallet = createTestWallet({
        privateKey: anvilAccount0Key,
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:8545' }],
        storage: walletStorage,
      })
      announceProvider(wallet, wallet.info, { target: window as unknown as Window })
    }
    const wallets: Wallet[] = [solana.wallet]
    const registry = createConnectorRegistry({
      window,
      clock: createManualClock(),
      networks: [mainnet],
      walletStandard: { load: async () => ({ get: () => wallets, on: () => () => {} }) },
    })
    await firstValueFrom(registry.connectors$.pipe(filter((list) => list.some((c) => c.solana))))
    const storage = createStorage({ backend: () => pageBackend })
    const bus = createEventBus()
    const events: BusEvent<KeyportEvents>[] = []
    bus.events$.subscribe((event) => events.push(event))
    const connection = createConnectionService({
      registry,
      storage,
      bus,
      clock: createManualClock(),
      networks: [mainnet],
      solanaNetworks: [solanaMainnet],
    })
    const id = registry.connectors[0]!.id
    return { solana, registry, connection, storage, id, events }
  }
  return { load }
}

describe('createConnectionService across namespaces', () => {
  test('behavior: a wallet in both namespaces connects its Solana side when asked, with a CAIP address', async () => {
    const { connection, id, solana } = await profile().load()
    await connection.connect(id, { namespace: 'solana' })
    expect(connection.state).toEqual({
      status: 'connected',
      connectorId: id,
      accounts: [],
      chainSupported: true,
      namespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipAddress: caip(account0),
      solanaAccounts: [account0],
    })
    expect(connection.provider()).toBeUndefined()
    expect(solana.control.log.map((e) => e.method)).toEqual(['standard:connect'])
  })

  test('behavior: the same wallet without a namespace connects its EVM side as before', async () => {
    const { connection, id } = await profile().load()
    await connection.connect(id)
    expect(connection.state.namespace).toBeUndefined()
    expect(connection.state.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('behavior: switching namespace switches the account, and back', async () => {
    const { connection, id } = await profile().load()
    await connection.connect(id)
    expect(connection.state.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await connection.connect(id, { namespace: 'solana' })
    expect(connection.state).toMatchObject({ namespace: 'solana', caipAddress: caip(account0) })
    expect(connection.state.address).toBeUndefined()
    await connection.connect(id, { namespace: 'eip155' })
    expect(connection.state.namespace).toBeUndefined()
    expect(connection.state.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  test('behavior: a Solana-only wallet connects to Solana; a declined one leaves the message', async () => {
    const { connection, id, solana } = await profile().load({ evm: false })
    expect(id).toBe('walletStandard:keyport test wallet')
    solana.control.setMode('standard:connect', 'reject')
    await expect(connection.connect(id)).rejects.toMatchObject({
      shortMessage: 'Connection declined in Keyport Test Wallet.',
    })
    expect(connection.state).toMatchObject({
      status: 'disconnected',
      error: 'Connection declined in Keyport Test Wallet.',
    })
    solana.control.setMode('standard:connect', 'approve')
    await connection.connect(id)
    expect(connection.state.caipAddress).toBe(caip(account0))
  })

  test('behavior: follows the wallet switching accounts and the wallet disconnecting', async () => {
    const { connection, id, solana } = await profile().load()
    await connection.connect(id, { namespace: 'solana' })
    solana.switchAccount(account1)
    expect(connection.state.caipAddress).toBe(caip(account1))
    expect(connection.state.solanaAccounts).toEqual([account1])
    await (
      solana.wallet.features['standard:disconnect'] as { disconnect(): Promise<void> }
    ).disconnect()
    expect(connection.state.status).toBe('disconnected')
  })

  test('behavior: reconnects the Solana account after a reload; a disconnect sticks', async () => {
    const browser = profile()
    const first = await browser.load()
    await first.connection.connect(first.id, { namespace: 'solana' })
    expect(first.storage.getItem(connectionStorageKeys.NAMESPACE)).toBe('solana')

    const second = await browser.load()
    expect(await second.connection.reconnect()).toBe(true)
    expect(second.connection.state.caipAddress).toBe(caip(account0))
    expect(second.solana.control.log.map((e) => [e.method, e.prompted])).toEqual([
      ['standard:connect', false],
    ])
    await second.connection.disconnect()
    expect(second.solana.wallet.accounts).toEqual([])

    const third = await browser.load()
    expect(await third.connection.reconnect()).toBe(false)
    expect(third.connection.state.status).toBe('disconnected')
  })

  test('behavior: the bus events carry the namespace and the CAIP address of a Solana account', async () => {
    const { connection, id, solana, events } = await profile().load()
    await connection.connect(id, { namespace: 'solana' })
    solana.switchAccount(account1)
    const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(events.filter((e) => e.name !== 'connect:connecting')).toEqual([
      {
        name: 'connect:connected',
        payload: {
          connectorId: id,
          namespace: 'solana',
          address: account0,
          caipNetworkId: network,
          caipAddress: caip(account0),
        },
      },
      {
        name: 'connect:account-changed',
        payload: {
          namespace: 'solana',
          address: account1,
          caipNetworkId: network,
          caipAddress: caip(account1),
        },
      },
    ])
  })
})
