import {
  type BusEvent,
  createEventBus,
  createManualClock,
  createStorage,
  type KeyportEvents,
} from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test, vi } from 'vitest'
import { createEip1193Connector } from '../connectors/createEip1193Connector.ts'
import type { Network } from '../connectors/networks.ts'
import {
  ConnectionRejectedError,
  ConnectorNotFoundError,
  DisconnectFailedError,
  WalletNotConnectedError,
} from '../errors.ts'
import { createFakeProvider, rpcError } from '../testing/fakeProvider.ts'
import { flushMicrotasks } from '../testing/flushMicrotasks.ts'
import { connectionStorageKeys, createConnectionService } from './ConnectionService.ts'
import { createConnectorRegistry } from './ConnectorRegistry.ts'
import { createRecentWallets } from './recentWallets.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const network = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const networks = [network(1), network(8453)]
const info = { uuid: 'u', rdns: 'io.test', name: 'Test Wallet', icon: 'x' }

/** One page load: a fresh registry, bus and service over storage that survives reloads. */
function load(backend = createMemoryStorage(), provider = createFakeProvider()) {
  const clock = createManualClock()
  const storage = createStorage({ backend: () => backend })
  const bus = createEventBus()
  const events: BusEvent<KeyportEvents>[] = []
  bus.events$.subscribe((event) => events.push(event))
  const window = new EventTarget()
  const registry = createConnectorRegistry({ window, clock, networks })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
  announce()
  const connection = createConnectionService({ registry, storage, bus, clock, networks })
  const statuses: string[] = []
  connection.state$.subscribe((state) => statuses.push(state.status))
  const reload = () => load(backend, provider)
  return { clock, storage, bus, events, registry, connection, provider, statuses, reload, announce }
}

const names = (events: BusEvent<KeyportEvents>[]) => events.map((e) => e.name)

describe('createConnectionService', () => {
  test('behavior: starts disconnected', () => {
    expect(load().connection.state).toEqual({
      status: 'disconnected',
      accounts: [],
      chainSupported: true,
    })
  })

  test('behavior: connect goes disconnected → connecting → connected and emits both events', async () => {
    const { connection, statuses, events } = load()
    await connection.connect('io.test')
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(connection.state).toEqual({
      status: 'connected',
      connectorId: 'io.test',
      address,
      accounts: [address],
      chainId: 1,
      chainSupported: true,
    })
    expect(events).toEqual([
      { name: 'connect:connecting', payload: { connectorId: 'io.test' } },
      {
        name: 'connect:connected',
        payload: {
          connectorId: 'io.test',
          namespace: 'eip155',
          address,
          chainId: 1,
          caipAddress: `eip155:1:${address}`,
        },
      },
    ])
  })

  test('behavior: connect records the recent wallet and the connector for reconnect', async () => {
    const { connection, storage } = load()
    await connection.connect('io.test')
    expect(createRecentWallets(storage).list()).toEqual([{ id: 'io.test', rdns: 'io.test' }])
    expect(storage.getItem(connectionStorageKeys.CONNECTOR_ID)).toBe('io.test')
  })

  test('behavior: a declined connection returns to disconnected with the message and rejects', async () => {
    const { connection, provider, events, statuses } = load()
    provider.handle('eth_requestAccounts', () => {
      throw rpcError(4001)
    })
    await expect(connection.connect('io.test')).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected'])
    expect(connection.state.error).toBe('Connection declined in Test Wallet.')
    expect(events.at(-1)).toEqual({
      name: 'connect:rejected',
      payload: { connectorId: 'io.test', message: 'Connection declined in Test Wallet.' },
    })
  })

  test('behavior: a raw wallet error leaves a plain message in the state', async () => {
    const { connection, provider } = load()
    const failure = rpcError(-32002, 'Request already pending')
    provider.handle('eth_requestAccounts', () => {
      throw failure
    })
    await expect(connection.connect('io.test')).rejects.toBe(failure)
    expect(connection.state.error).toBe(
      'Test Wallet could not connect. Try again or use another wallet.',
    )
  })

  test('behavior: the next attempt clears the previous error', async () => {
    const { connection, provider } = load()
    provider.handle('eth_requestAccounts', () => {
      throw rpcError(4001)
    })
    await connection.connect('io.test').catch(() => {})
    provider.handle('eth_requestAccounts', () => new Promise(() => {}))
    void connection.connect('io.test').catch(() => {})
    expect(connection.state.status).toBe('connecting')
    expect(connection.state.error).toBeUndefined()
  })

  test('behavior: a wallet that never answers ends in disconnected with a clear message', async () => {
    const { connection, provider, clock } = load()
    provider.handle('eth_requestAccounts', () => new Promise(() => {}))
    const result = connection.connect('io.test').catch(() => {})
    await flushMicrotasks()
    clock.advance(60_000)
    await result
    expect(connection.state).toMatchObject({
      status: 'disconnected',
      error: 'Test Wallet did not answer within 60 seconds. Open the wallet and try again.',
    })
  })

  test('behavior: an unknown connector id throws ConnectorNotFoundError and changes nothing', async () => {
    const { connection, statuses } = load()
    await expect(connection.connect('nope')).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(statuses).toEqual(['disconnected'])
  })

  test('behavior: a wallet on a chain the app does not support is connected with chainSupported false', async () => {
    const { connection } = load(createMemoryStorage(), createFakeProvider({ chainId: 10 }))
    await connection.connect('io.test')
    expect(connection.state).toMatchObject({
      status: 'connected',
      chainId: 10,
      chainSupported: false,
    })
  })

  test.each([
    [
      'chainChanged to a supported chain',
      'chainChanged',
      '0x2105',
      { chainId: 8453, chainSupported: true },
    ],
    [
      'chainChanged to an unsupported chain',
      'chainChanged',
      '0xa',
      { chainId: 10, chainSupported: false },
    ],
    [
      'accountsChanged',
      'accountsChanged',
      [other, address],
      { address: other, accounts: [other, address] },
    ],
    ['accountsChanged to none', 'accountsChanged', [], { status: 'disconnected', accounts: [] }],
    ['disconnect', 'disconnect', undefined, { status: 'disconnected', accounts: [] }],
  ])('behavior: the wallet event %s updates the state', async (_, event, payload, expected) => {
    const { connection, provider } = load()
    await connection.connect('io.test')
    provider.emit(event, payload)
    expect(connection.state).toMatchObject(expected)
  })

  test('behavior: wallet events emit chain-changed, account-changed and disconnected on the bus', async () => {
    const { connection, provider, events } = load()
    await connection.connect('io.test')
    events.length = 0
    provider.emit('chainChanged', '0xa')
    provider.emit('accountsChanged', [other])
    provider.emit('accountsChanged', [other])
    provider.emit('disconnect')
    expect(events).toEqual([
      {
        name: 'connect:chain-changed',
        payload: { chainId: 10, supported: false, namespace: 'eip155', caipNetworkId: 'eip155:10' },
      },
      {
        name: 'connect:account-changed',
        payload: {
          namespace: 'eip155',
          address: other,
          chainId: 10,
          caipAddress: `eip155:10:${other}`,
        },
      },
      { name: 'connect:disconnected', payload: { connectorId: 'io.test' } },
    ])
  })

  test('behavior: disconnect resets the state, revokes in the wallet and emits disconnected', async () => {
    const { connection, provider, events, storage } = load()
    await connection.connect('io.test')
    await connection.disconnect()
    expect(connection.state).toEqual({ status: 'disconnected', accounts: [], chainSupported: true })
    expect(provider.calls.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(events.at(-1)).toEqual({
      name: 'connect:disconnected',
      payload: { connectorId: 'io.test' },
    })
    expect(storage.getItem(connectionStorageKeys.CONNECTOR_ID)).toBeUndefined()
    expect(createRecentWallets(storage).list()).toEqual([{ id: 'io.test', rdns: 'io.test' }])
  })

  test('behavior: wallet events after disconnect are ignored', async () => {
    const { connection, provider } = load()
    await connection.connect('io.test')
    await connection.disconnect()
    provider.emit('accountsChanged', [other])
    expect(connection.state.status).toBe('disconnected')
    expect(provider.listenerCount('accountsChanged')).toBe(0)
  })

  test("behavior: a connector whose disconnect throws gives 'Failed to disconnect'", async () => {
    const { connection, registry } = load()
    const connector = registry.get('io.test')!
    connector.disconnect = async () => {
      throw new Error('relay down')
    }
    await connection.connect('io.test')
    const error = await connection.disconnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectFailedError)
    expect((error as DisconnectFailedError).shortMessage).toBe('Failed to disconnect')
    expect(connection.state.status).toBe('connected')
  })

  test('behavior: after a reload, reconnect restores the connection without a prompt', async () => {
    const first = load()
    await first.connection.connect('io.test')
    const second = first.reload()
    await expect(second.connection.reconnect()).resolves.toBe(true)
    expect(second.connection.state).toMatchObject({ status: 'connected', address, chainId: 1 })
    expect(second.provider.calls.slice(-2).map((c) => c.method)).toEqual([
      'eth_accounts',
      'eth_chainId',
    ])
    expect(second.statuses).toEqual(['disconnected', 'connecting', 'connected'])
  })

  test('behavior: the restore hands the connector the chain the connection was on before the reload', async () => {
    const first = load()
    await first.connection.connect('io.test')
    first.provider.emit('chainChanged', '0x2105')
    expect(first.connection.state.chainId).toBe(8453)
    const second = first.reload()
    const connector = second.registry.get('io.test')!
    const getAccounts = vi.spyOn(connector, 'getAccounts')
    await expect(second.connection.reconnect()).resolves.toBe(true)
    expect(getAccounts).toHaveBeenCalledWith({ chainId: 8453 })
    // A browser wallet keeps its own chain: the state is what the wallet says, not the hint.
    expect(second.connection.state.chainId).toBe(1)
  })

  test('behavior: a disconnect forgets the stored connection, chain included', async () => {
    const first = load()
    await first.connection.connect('io.test')
    expect(first.storage.getItem(connectionStorageKeys.CHAIN_ID)).toBe(1)
    await first.connection.disconnect()
    for (const key of ['CONNECTOR_ID', 'NAMESPACE', 'CHAIN_ID'] as const)
      expect(first.storage.getItem(connectionStorageKeys[key])).toBeUndefined()
  })

  test('behavior: a disconnect sticks across reloads', async () => {
    const first = load()
    await first.connection.connect('io.test')
    await first.connection.disconnect()
    const second = first.reload()
    await expect(second.connection.reconnect()).resolves.toBe(false)
    expect(second.statuses).toEqual(['disconnected'])
  })

  test('behavior: connecting again after a disconnect makes reconnect work again', async () => {
    const first = load()
    await first.connection.connect('io.test')
    await first.connection.disconnect()
    await first.connection.connect('io.test')
    await expect(first.reload().connection.reconnect()).resolves.toBe(true)
  })

  test('behavior: never connected, reconnect does nothing', async () => {
    const { connection, provider } = load()
    await expect(connection.reconnect()).resolves.toBe(false)
    expect(provider.calls).toEqual([])
  })

  test('behavior: reconnect gives up when the wallet no longer grants accounts', async () => {
    const first = load()
    await first.connection.connect('io.test')
    first.provider.handle('eth_accounts', () => [])
    const second = first.reload()
    await expect(second.connection.reconnect()).resolves.toBe(false)
    expect(second.connection.state.status).toBe('disconnected')
    expect(second.storage.getItem(connectionStorageKeys.CONNECTOR_ID)).toBeUndefined()
  })

  test('behavior: reconnect waits for a wallet that announces late', async () => {
    const backend = createMemoryStorage()
    backend.setItem(`@keyport/${connectionStorageKeys.CONNECTOR_ID}`, '"io.late"')
    const { connection, registry } = load(backend)
    const result = connection.reconnect()
    const late = createEip1193Connector({
      provider: createFakeProvider(),
      info: { ...info, rdns: 'io.late', uuid: 'late' },
      clock: createManualClock(),
      networks,
    })
    registry.add(late)
    await expect(result).resolves.toBe(true)
    expect(connection.state.connectorId).toBe('io.late')
  })

  test('behavior: reconnect gives up 3 s after the page loaded when the wallet never announces, and forgets it', async () => {
    const backend = createMemoryStorage()
    backend.setItem(`@keyport/${connectionStorageKeys.CONNECTOR_ID}`, '"io.gone"')
    backend.setItem(`@keyport/${connectionStorageKeys.NAMESPACE}`, '"solana"')
    backend.setItem(`@keyport/${connectionStorageKeys.CHAIN_ID}`, '8453')
    const { connection, clock, storage } = load(backend)
    const result = connection.reconnect()
    clock.advance(2_999)
    await flushMicrotasks()
    expect(connection.state.status).toBe('connecting')
    clock.advance(1)
    await expect(result).resolves.toBe(false)
    expect(connection.state.status).toBe('disconnected')
    expect(storage.getItem(connectionStorageKeys.CONNECTOR_ID)).toBeUndefined()
    expect(storage.getItem(connectionStorageKeys.NAMESPACE)).toBeUndefined()
    expect(storage.getItem(connectionStorageKeys.CHAIN_ID)).toBeUndefined()
  })

  test('behavior: the reconnect wait starts when the page has loaded, so a wallet announcing after that is restored', async () => {
    const backend = createMemoryStorage()
    backend.setItem(`@keyport/${connectionStorageKeys.CONNECTOR_ID}`, '"io.late"')
    let pageLoaded = () => {}
    const { registry, storage, bus, clock } = load(backend)
    const connection = createConnectionService({
      registry,
      storage,
      bus,
      clock,
      networks,
      whenPageLoaded: (start) => {
        pageLoaded = start
        return () => {}
      },
    })
    const result = connection.reconnect()
    clock.advance(10_000)
    await flushMicrotasks()
    expect(connection.state.status).toBe('connecting')
    pageLoaded()
    clock.advance(2_000)
    registry.add(
      createEip1193Connector({
        provider: createFakeProvider(),
        info: { ...info, rdns: 'io.late', uuid: 'late' },
        clock: createManualClock(),
        networks,
      }),
    )
    await expect(result).resolves.toBe(true)
    expect(connection.state).toMatchObject({ status: 'connected', connectorId: 'io.late' })
  })

  test('behavior: restored turns true once the restore attempt settles, however it ends', async () => {
    const first = load()
    expect(first.connection.restored).toBe(false)
    await first.connection.connect('io.test')
    expect(first.connection.restored).toBe(false)
    await first.connection.disconnect()
    const afterDisconnect = first.reload()
    await afterDisconnect.connection.reconnect()
    expect(afterDisconnect.connection.restored).toBe(true)

    const backend = createMemoryStorage()
    backend.setItem(`@keyport/${connectionStorageKeys.CONNECTOR_ID}`, '"io.gone"')
    const { connection, clock } = load(backend)
    const seen: boolean[] = []
    connection.restored$.subscribe((restored) => seen.push(restored))
    const result = connection.reconnect()
    await flushMicrotasks()
    expect(connection.state.status).toBe('connecting')
    expect(connection.restored).toBe(false)
    clock.advance(3_000)
    await result
    expect(seen).toEqual([false, true])
  })

  test('behavior: a restored connection is in the state before restored turns true', async () => {
    const first = load()
    await first.connection.connect('io.test')
    const second = first.reload()
    const statusWhenRestored: string[] = []
    second.connection.restored$.subscribe((restored) => {
      if (restored) statusWhenRestored.push(second.connection.state.status)
    })
    await second.connection.reconnect()
    expect(statusWhenRestored).toEqual(['connected'])
  })

  test('behavior: reconnect fails quietly when the wallet errors', async () => {
    const first = load()
    await first.connection.connect('io.test')
    first.provider.handle('eth_accounts', () => {
      throw rpcError(-32603)
    })
    const second = first.reload()
    await expect(second.connection.reconnect()).resolves.toBe(false)
    expect(second.connection.state.status).toBe('disconnected')
  })

  test('behavior: switchChain switches in the wallet and updates the state', async () => {
    const { connection, provider, events } = load()
    await connection.connect('io.test')
    await connection.switchChain(8453)
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(connection.state).toMatchObject({ chainId: 8453, chainSupported: true })
    expect(names(events).at(-1)).toBe('connect:chain-changed')
  })

  test('behavior: switchChain without a connection throws WalletNotConnectedError', async () => {
    const { connection } = load()
    await expect(connection.switchChain(8453)).rejects.toBeInstanceOf(WalletNotConnectedError)
  })

  test("behavior: provider() is the connected wallet's provider, else undefined", async () => {
    const { connection, provider } = load()
    expect(connection.provider()).toBeUndefined()
    await connection.connect('io.test')
    expect(connection.provider()).toBe(provider)
    await connection.disconnect()
    expect(connection.provider()).toBeUndefined()
  })

  test('behavior: a slow first attempt never overwrites a newer one', async () => {
    const { connection, provider } = load()
    let answerFirst: (accounts: string[]) => void = () => {}
    provider.handle('eth_requestAccounts', () => new Promise((resolve) => (answerFirst = resolve)))
    const first = connection.connect('io.test')
    provider.handle('eth_requestAccounts', () => [other])
    await connection.connect('io.test')
    answerFirst([address])
    await first
    expect(connection.state.address).toBe(other)
  })
})
