// @vitest-environment jsdom
import { provide } from '@keyport/kernel'
import { createTestKernel } from '@keyport/kernel/testing'
import { describe, expect, test, vi } from 'vitest'
import { connectPlugin } from './index.ts'
import {
  accountDataToken,
  connectionToken,
  connectorsToken,
  walletRegistryToken,
} from './tokens.ts'
import {
  address,
  fakeConnection,
  fakeConnector,
  fakeRegistry,
  testNetworks,
} from './views/testing/fakeConnect.ts'

const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 30_000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}

function start() {
  const connection = fakeConnection()
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    const body = url.includes('/balance') ? { balances: [ether] } : { name: null, avatar: null }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  const kernel = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks })],
    options: { apiUrl: 'http://api.test', projectId: 'keyport-dev', fetch },
    overrides: [
      provide(connectionToken, () => connection.service),
      provide(connectorsToken, () => fakeRegistry([fakeConnector('io.keyport.testwallet', 'T')])),
    ],
  })
  return { kernel, connection, fetch }
}

describe('connectPlugin', () => {
  test('behavior: open() shows Connect, then Account once connected, UnsupportedChain off the app networks', () => {
    const { kernel, connection } = start()
    kernel.modal.open()
    expect(kernel.router.current.view).toBe('Connect')
    kernel.modal.close()
    connection.set({ status: 'connected', address, accounts: [address], chainId: 1 })
    kernel.modal.open()
    expect(kernel.router.current.view).toBe('Account')
    kernel.modal.close()
    connection.set({ chainId: 10, chainSupported: false })
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.router.current.view).toBe('UnsupportedChain')
    expect(kernel.modal.close()).toBe(false)
  })

  test('behavior: account data loads on the first connection, not before', async () => {
    const { kernel, connection, fetch } = start()
    const accountData = kernel.resolve(accountDataToken)
    await Promise.resolve()
    expect(fetch).not.toHaveBeenCalled()
    connection.set({ status: 'connected', address, accounts: [address], chainId: 1 })
    await vi.waitFor(() => expect(accountData.data.balance).toBe('10'))
    expect(accountData.data.balanceSymbol).toBe('ETH')
  })

  test('behavior: the wallet registry is available only with apiUrl and projectId', () => {
    expect(start().kernel.resolve(walletRegistryToken).available).toBe(true)
    const bare = createTestKernel({
      plugins: [connectPlugin({ networks: testNetworks })],
      overrides: [provide(connectorsToken, () => fakeRegistry([]))],
    })
    expect(bare.resolve(walletRegistryToken).available).toBe(false)
  })

  test('behavior: WalletConnect is off without a relay: no WalletConnect connector is registered', async () => {
    // Started together: once the relay's connector has arrived, the lazy module has loaded.
    const on = createTestKernel({
      plugins: [
        connectPlugin({ networks: testNetworks, walletConnect: { relayUrl: 'ws://x.test' } }),
      ],
    })
    const off = createTestKernel({ plugins: [connectPlugin({ networks: testNetworks })] })
    const types = (kernel: typeof on) =>
      kernel.resolve(connectorsToken).connectors.map((c) => c.type)
    await vi.waitFor(() => expect(types(on)).toContain('WALLET_CONNECT'))
    expect(types(off)).not.toContain('WALLET_CONNECT')
    await on.dispose()
    await off.dispose()
  })

  test('behavior: needs at least one network', () => {
    expect(() => connectPlugin({ networks: [] as never })).toThrow(/at least one network/)
  })
})
