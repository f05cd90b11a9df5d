// @vitest-environment jsdom
import { cookieStorage, keyportStateFromCookie, provide } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { Subject } from 'rxjs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ConnectorEvent } from '../connectors/types.ts'
import { connectPlugin } from '../index.ts'
import { accountDataToken, connectionToken, connectorsToken } from '../tokens.ts'
import {
  address,
  fakeAccountData,
  fakeConnection,
  fakeConnector,
  fakeRegistry,
  testNetworks,
} from '../views/testing/fakeConnect.ts'
import { syncSsrStorage } from './syncSsrStorage.ts'

const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const cookie = () => keyportStateFromCookie(document.cookie)?.connection

/** The connect plugin with its real connection service over the test wallet, and the cookie. */
function start() {
  const events$ = new Subject<ConnectorEvent>()
  const wallet = { ...fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'), events$ }
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks })],
    options: { ssrStorage: cookieStorage() },
    overrides: [
      provide(connectorsToken, () => fakeRegistry([wallet])),
      provide(accountDataToken, () => fakeAccountData()),
    ],
  })
  return { kernel, connection: kernel.resolve(connectionToken), events$ }
}

describe('syncSsrStorage', () => {
  afterEach(() => cookieStorage().write(undefined))

  test('behavior: the cookie follows connect, network switch, account change and disconnect', async () => {
    const { kernel, connection, events$ } = start()
    expect(cookie()).toBeUndefined()
    await connection.connect('io.keyport.testwallet')
    // The code that keeps the cookie loads on demand, at start.
    await vi.waitFor(() => expect(cookie()).toBeDefined())
    expect(cookie()).toEqual({
      namespace: 'eip155',
      address,
      caipNetworkId: 'eip155:1',
      connectorId: 'io.keyport.testwallet',
    })
    events$.next({ type: 'chainChanged', chainId: 8453 })
    expect(cookie()?.caipNetworkId).toBe('eip155:8453')
    events$.next({ type: 'accountsChanged', accounts: [other] })
    expect(cookie()?.address).toBe(other)
    await connection.disconnect()
    expect(cookie()).toBeUndefined()
    expect(document.cookie).not.toContain('keyport.connection')
    await kernel.dispose()
  })

  test('behavior: a wallet that ends the connection clears the cookie too', async () => {
    const { kernel, connection, events$ } = start()
    await connection.connect('io.keyport.testwallet')
    await vi.waitFor(() => expect(cookie()?.address).toBe(address))
    events$.next({ type: 'disconnect' })
    expect(cookie()).toBeUndefined()
    await kernel.dispose()
  })

  test('behavior: a page with nothing to restore clears a stale cookie at start', async () => {
    cookieStorage().write({
      connection: { namespace: 'eip155', address, caipNetworkId: 'eip155:1' },
    })
    expect(cookie()?.address).toBe(address)
    const { kernel } = start()
    await vi.waitFor(() => expect(cookie()).toBeUndefined())
    await kernel.dispose()
  })

  test('behavior: before the restore has settled the cookie is left alone', () => {
    const { service, set } = fakeConnection()
    const restoring = { ...service, restored: false, restored$: new Subject<boolean>() }
    const write = vi.fn()
    const stop = syncSsrStorage(restoring, { name: 'c', write })
    set({ status: 'connecting', connectorId: 'io.keyport.testwallet' })
    expect(write).not.toHaveBeenCalled()
    stop()
  })

  test('behavior: a Solana account is kept with its base58 address and CAIP-2 network', () => {
    const { service, set } = fakeConnection()
    const write = vi.fn()
    const stop = syncSsrStorage(service, { name: 'c', write })
    const caipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const base58 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    set({
      status: 'connected',
      connectorId: 'walletStandard:phantom',
      namespace: 'solana',
      caipNetworkId,
      caipAddress: `${caipNetworkId}:${base58}`,
    })
    expect(write).toHaveBeenLastCalledWith({
      connection: {
        namespace: 'solana',
        address: base58,
        caipNetworkId,
        connectorId: 'walletStandard:phantom',
      },
    })
    stop()
  })
})
