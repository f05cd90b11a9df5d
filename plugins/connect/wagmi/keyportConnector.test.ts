import { createManualClock, provide } from '@keyport/kernel'
import { createMemoryStorage, createTestKernel } from '@keyport/kernel/testing'
import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  reconnect,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { defineChain, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { createEip1193Connector } from '../connectors/createEip1193Connector.ts'
import { connectPlugin } from '../index.ts'
import { createConnectorRegistry } from '../services/ConnectorRegistry.ts'
import { createFakeProvider, type FakeProvider, rpcError } from '../testing/fakeProvider.ts'
import { connectionToken, connectorsToken } from '../tokens.ts'
import { address, testNetworks } from '../views/testing/fakeConnect.ts'
import { keyportConnector } from './index.ts'

const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const info = { uuid: 'u', rdns: 'io.keyport.testwallet', name: 'Test Wallet', icon: 'data:,' }
const chains = testNetworks.map((network) => defineChain(network)) as [
  ReturnType<typeof defineChain>,
  ...ReturnType<typeof defineChain>[],
]

/** One page load: a Keyport with the connect plugin over a scriptable wallet, and a wagmi config. */
function load({
  keyportStorage = createMemoryStorage(),
  wagmiStorage = createMemoryStorage(),
  wallet = createFakeProvider({ accounts: [address], chainId: 1 }),
} = {}) {
  const clock = createManualClock()
  const keyport = createTestKernel({
    plugins: [connectPlugin({ networks: testNetworks })],
    options: { clock, storage: () => keyportStorage },
    overrides: [
      provide(connectorsToken, () => {
        const registry = createConnectorRegistry({
          window: new EventTarget(),
          clock,
          networks: testNetworks,
        })
        registry.add(
          createEip1193Connector({ provider: wallet, info, clock, networks: testNetworks }),
        )
        return registry
      }),
    ],
  })
  const config = createConfig({
    chains,
    connectors: [keyportConnector({ keyport })],
    transports: { 1: http('http://127.0.0.1:1'), 8453: http('http://127.0.0.1:1') },
    storage: createStorage({ storage: wagmiStorage as never }),
  })
  const connector = config.connectors[0]!
  return { keyport, config, connector, wallet, keyportStorage, wagmiStorage }
}

/** What a user does in the open modal: picks the test wallet. */
async function chooseWallet(keyport: ReturnType<typeof load>['keyport']) {
  await expect.poll(() => keyport.modal.state.open).toBe(true)
  expect(keyport.router.current.view).toBe('Connect')
  await keyport.resolve(connectionToken).connect(info.rdns)
}

const requests = (wallet: FakeProvider, method: string) =>
  wallet.calls.filter((call) => call.method === method)

describe('keyportConnector', () => {
  test("behavior: wagmi's connect opens the Keyport modal and resolves with the wallet the user chose", async () => {
    const { keyport, config, connector } = load()
    const connecting = connect(config, { connector })
    await chooseWallet(keyport)
    await expect(connecting).resolves.toEqual({ accounts: [address], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address, chainId: 1 })
    expect(keyport.modal.state.open).toBe(false)
  })

  test('behavior: closing the modal without a wallet rejects as a user rejection (4001)', async () => {
    const { keyport, config, connector } = load()
    const connecting = connect(config, { connector })
    await expect.poll(() => keyport.modal.state.open).toBe(true)
    keyport.modal.close()
    await expect(connecting).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      cause: { shortMessage: 'The Keyport modal was closed before a wallet connected.' },
    })
    expect(getConnection(config).status).toBe('disconnected')
  })

  test("behavior: a connection made from Keyport's own button joins wagmi's state", async () => {
    const { keyport, config } = load()
    await keyport.resolve(connectionToken).connect(info.rdns)
    await expect.poll(() => getConnection(config).status).toBe('connected')
    expect(getConnection(config).address).toBe(address)
  })

  test('behavior: account and chain changes in the wallet reach wagmi; a Keyport disconnect too', async () => {
    const { keyport, config, connector, wallet } = load()
    const connecting = connect(config, { connector })
    await chooseWallet(keyport)
    await connecting
    wallet.emit('accountsChanged', [other, address])
    await expect.poll(() => getConnection(config).address).toBe(other)
    wallet.emit('chainChanged', '0x2105')
    await expect.poll(() => getConnection(config).chainId).toBe(8453)
    await keyport.resolve(connectionToken).disconnect()
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
  })

  test("behavior: wagmi's switchChain, signMessage and disconnect go through the Keyport wallet", async () => {
    const { keyport, config, connector, wallet } = load()
    const connecting = connect(config, { connector })
    await chooseWallet(keyport)
    await connecting
    wallet.handle('personal_sign', () => `0x${'ab'.repeat(65)}`)
    await expect(signMessage(config, { message: 'hello' })).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(requests(wallet, 'personal_sign')).toHaveLength(1)

    await switchChain(config, { chainId: 8453 })
    expect(requests(wallet, 'wallet_switchEthereumChain')[0]?.params).toEqual([
      { chainId: '0x2105' },
    ])
    expect(getConnection(config).chainId).toBe(8453)
    expect(keyport.resolve(connectionToken).state.chainId).toBe(8453)

    await disconnect(config)
    expect(keyport.resolve(connectionToken).state.status).toBe('disconnected')
  })

  test('behavior: a refused chain switch is a SwitchChainError and nothing changes', async () => {
    const { keyport, config, connector, wallet } = load()
    const connecting = connect(config, { connector })
    await chooseWallet(keyport)
    await connecting
    wallet.handle('wallet_switchEthereumChain', () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    await expect(switchChain(config, { chainId: 8453 })).rejects.toMatchObject({
      name: 'SwitchChainError',
    })
    expect(getConnection(config).chainId).toBe(1)
  })

  test("behavior: after a reload, wagmi's reconnect waits for Keyport's own reconnect", async () => {
    const first = load()
    const connecting = connect(first.config, { connector: first.connector })
    await chooseWallet(first.keyport)
    await connecting

    const reloaded = load({
      keyportStorage: first.keyportStorage,
      wagmiStorage: first.wagmiStorage,
      wallet: first.wallet,
    })
    await reconnect(reloaded.config)
    expect(getConnection(reloaded.config)).toMatchObject({ status: 'connected', address })
    expect(reloaded.keyport.modal.state.open).toBe(false)
  })

  test('behavior: after a disconnect, a reload reconnects neither Keyport nor wagmi', async () => {
    const first = load()
    const connecting = connect(first.config, { connector: first.connector })
    await chooseWallet(first.keyport)
    await connecting
    await disconnect(first.config)

    const reloaded = load({
      keyportStorage: first.keyportStorage,
      wagmiStorage: first.wagmiStorage,
      wallet: first.wallet,
    })
    await reconnect(reloaded.config)
    expect(getConnection(reloaded.config).status).toBe('disconnected')
    expect(reloaded.keyport.modal.state.open).toBe(false)
  })

  test('behavior: without the connect plugin, connecting names what is missing', async () => {
    const keyport = createTestKernel({ plugins: [] })
    const config = createConfig({
      chains,
      connectors: [keyportConnector({ keyport })],
      transports: { 1: http('http://127.0.0.1:1'), 8453: http('http://127.0.0.1:1') },
      storage: null,
    })
    await expect(connect(config, { connector: config.connectors[0]! })).rejects.toThrow(
      'keyportConnector needs the connect plugin: add connectPlugin() to createKeyport.',
    )
  })
})
