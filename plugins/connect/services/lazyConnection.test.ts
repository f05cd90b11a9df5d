import { createEventBus, createManualClock, createStorage } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test, vi } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import { WalletNotConnectedError } from '../errors.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { type ConnectionService, createConnectionService } from './ConnectionService.ts'
import { createConnectorRegistry } from './ConnectorRegistry.ts'
import { connectionStorageKeys } from './connectionState.ts'
import { lazyConnection } from './lazyConnection.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks: Network[] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Chain 1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
]
const info = { uuid: 'u', rdns: 'io.test', name: 'Test Wallet', icon: 'x' }

/** One page load: the facade over a real service, whose creations `load` counts. */
function page(backend = createMemoryStorage()) {
  const clock = createManualClock()
  const storage = createStorage({ backend: () => backend })
  const bus = createEventBus()
  const window = new EventTarget()
  const registry = createConnectorRegistry({ window, clock, networks })
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: { info, provider: createFakeProvider() },
    }),
  )
  const created: ConnectionService[] = []
  const load = vi.fn(async () => {
    const service = createConnectionService({ registry, storage, bus, clock, networks })
    created.push(service)
    return service
  })
  const connection = lazyConnection({ load, storage, bus })
  const statuses: string[] = []
  connection.state$.subscribe((state) => statuses.push(state.status))
  return { backend, storage, bus, load, created, connection, statuses }
}

describe('lazyConnection', () => {
  test('behavior: with nothing stored, reconnect settles restored without loading the service', async () => {
    const { connection, load } = page()
    expect(connection.restored).toBe(false)
    await expect(connection.reconnect()).resolves.toBe(false)
    expect(connection.restored).toBe(true)
    expect(connection.state.status).toBe('disconnected')
    expect(connection.provider()).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })

  test('behavior: the first connect loads the service once; state$ and provider() follow it', async () => {
    const { connection, load, statuses } = page()
    await connection.connect('io.test')
    await connection.switchChain(1)
    expect(load).toHaveBeenCalledTimes(1)
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(connection.state).toMatchObject({ status: 'connected', address, chainId: 1 })
    expect(connection.provider()).toBeDefined()
    await connection.disconnect()
    expect(connection.state.status).toBe('disconnected')
  })

  test('behavior: after a reload, a stored connector loads the service at once and is restored', async () => {
    const first = page()
    await first.connection.connect('io.test')
    const second = page(first.backend)
    const restoring = second.connection.reconnect()
    // Connecting from the start, as before the code loaded lazily (wagmi waits on it).
    expect(second.connection.state).toMatchObject({ status: 'connecting', connectorId: 'io.test' })
    await expect(restoring).resolves.toBe(true)
    expect(second.statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(second.load).toHaveBeenCalledTimes(1)
    expect(second.connection.state).toMatchObject({ status: 'connected', address })
    expect(second.connection.restored).toBe(true)
  })

  test('behavior: a connect during the restore goes on from its connecting, never disconnected between', async () => {
    const first = page()
    await first.connection.connect('io.test')
    const second = page(first.backend)
    const connecting = second.connection.connect('io.test')
    const restoring = second.connection.reconnect()
    await connecting
    await restoring
    expect(second.statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(second.connection.state.status).toBe('connected')
  })

  test("behavior: the user's disconnect, stored, is not restored and loads nothing", async () => {
    const first = page()
    await first.connection.connect('io.test')
    await first.connection.disconnect()
    expect(first.storage.getItem(connectionStorageKeys.DISCONNECTED)).toBe(true)
    const second = page(first.backend)
    await expect(second.connection.reconnect()).resolves.toBe(false)
    expect(second.load).not.toHaveBeenCalled()
    expect(second.connection.restored).toBe(true)
  })

  test('behavior: opening the modal loads the service ahead of the first connect', async () => {
    const { bus, load } = page()
    bus.emit('modal:opened', { view: 'Connect' })
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  test("behavior: switchChain before any connection gets the service's WalletNotConnectedError", async () => {
    const { connection } = page()
    await expect(connection.switchChain(1)).rejects.toBeInstanceOf(WalletNotConnectedError)
  })

  test('behavior: a failed load still settles restored, and the next call loads again', async () => {
    const first = page()
    await first.connection.connect('io.test')
    const second = page(first.backend)
    second.load.mockRejectedValueOnce(new Error('chunk failed'))
    await expect(second.connection.reconnect()).rejects.toThrow('chunk failed')
    expect(second.connection.restored).toBe(true)
    expect(second.connection.state.status).toBe('disconnected')
    await second.connection.connect('io.test')
    expect(second.load).toHaveBeenCalledTimes(2)
    expect(second.connection.state.status).toBe('connected')
  })

  test('behavior: disposed while the code loads, the service is disposed once it exists', async () => {
    const { connection, created } = page()
    const pending = connection.connect('io.test').catch(() => undefined)
    connection.dispose()
    await pending
    expect(created).toHaveLength(1)
    const closed = vi.fn()
    created[0]?.state$.subscribe({ complete: closed })
    expect(closed).toHaveBeenCalled()
  })
})
