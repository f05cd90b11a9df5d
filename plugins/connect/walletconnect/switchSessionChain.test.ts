import { createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import type { Network } from '../connectors/networks.ts'
import type { ConnectorEvent } from '../connectors/types.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import { createFakeSignClient } from './testing/fakeSignClient.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
})
const networks = [network(1, 'Ethereum (local)'), network(8453, 'Base (local)')]
const switching = ['wallet_switchEthereumChain', 'wallet_addEthereumChain']
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A connector restored on a session that holds chain 1 only. */
async function setup(methods = switching) {
  const clock = createManualClock(0)
  const fake = createFakeSignClient()
  fake.storeSession([`eip155:1:${address}`], methods)
  const connector = createWalletConnectConnector({
    relayUrl: 'ws://127.0.0.1:4001',
    projectId: 'keyport-dev',
    metadata: { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
    clock,
    reusePendingPairing: false,
    loadClient: async () => fake.client,
  })
  await connector.getAccounts()
  const events: ConnectorEvent[] = []
  connector.events$.subscribe((event) => events.push(event))
  const asked = () => fake.requests.map(({ request }) => request.method)
  return { clock, fake, connector, events, asked }
}

const error = (code: number, message: string) => Promise.reject({ code, message })
const grantsBase = [`eip155:1:${address}`, `eip155:8453:${address}`]

describe('switchSessionChain', () => {
  test('behavior: a chain the session holds switches here, with no round trip to the wallet', async () => {
    const { fake, connector, events, asked } = await setup()
    fake.update(grantsBase, switching)
    await connector.switchChain(8453)
    expect(asked()).toEqual([])
    expect(await connector.getChainId()).toBe(8453)
    expect(events.at(-1)).toEqual({ type: 'chainChanged', chainId: 8453 })
  })

  test('behavior: another chain is asked of the wallet; the switch ends when its session update holds the chain', async () => {
    const { fake, connector, events, asked } = await setup()
    const switched = connector.switchChain(8453)
    await flush()
    expect(fake.requests[0]).toMatchObject({
      chainId: 'eip155:1',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    })
    let done = false
    void switched.then(() => (done = true))
    await flush()
    expect(done).toBe(false)
    fake.update(grantsBase, switching)
    await switched
    expect(asked()).toEqual(['wallet_switchEthereumChain'])
    expect(await connector.getChainId()).toBe(8453)
    expect(events.filter((event) => event.type === 'chainChanged')).toEqual([
      { type: 'chainChanged', chainId: 8453 },
    ])
    // Requests now name the new chain.
    await connector.getProvider().request({ method: 'personal_sign', params: ['0x68', address] })
    expect(fake.requests.at(-1)).toMatchObject({ chainId: 'eip155:8453' })
  })

  test('behavior: an unknown chain (4902) is added with the app’s network, then switched to', async () => {
    const { fake, connector, asked } = await setup()
    fake.answerWith(async ({ method }) => {
      if (method === 'wallet_switchEthereumChain' && asked().length === 1)
        return error(4902, 'Unrecognized chain ID 0x2105.')
      if (method === 'wallet_switchEthereumChain') fake.update(grantsBase, switching)
      return null
    })
    await connector.switchChain(8453)
    expect(asked()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(fake.requests[1]!.request.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base (local)',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545/8453'],
      },
    ])
    expect(await connector.getChainId()).toBe(8453)
  })

  test.each([
    ['refuses the switch', (method: string) => method === 'wallet_switchEthereumChain'],
    ['refuses to add the chain', (method: string) => method === 'wallet_addEthereumChain'],
  ])(
    'behavior: a wallet that %s fails with the switch error and keeps the chain',
    async (_, refuses) => {
      const { fake, connector, events } = await setup()
      let first = true
      fake.answerWith(async ({ method }) => {
        if (refuses(method)) return error(4001, 'User rejected the request.')
        if (first) {
          first = false
          return error(4902, 'Unrecognized chain ID 0x2105.')
        }
        return null
      })
      await expect(connector.switchChain(8453)).rejects.toMatchObject({
        name: 'ChainSwitchFailedError',
        shortMessage: 'Could not switch to Base (local). Switch in your wallet and try again.',
      })
      expect(await connector.getChainId()).toBe(1)
      expect(events).toEqual([])
    },
  )

  test('behavior: a wallet that switches but never adds the chain to the session fails after the relay time-out', async () => {
    const { connector, clock } = await setup()
    const switched = connector.switchChain(8453)
    await flush()
    clock.advance(15_000)
    await expect(switched).rejects.toMatchObject({
      name: 'ChainSwitchFailedError',
      cause: { message: expect.stringContaining('did not add chain 8453 to the session') },
    })
    expect(await connector.getChainId()).toBe(1)
  })

  test('behavior: a session without wallet_switchEthereumChain is not asked at all', async () => {
    const { connector, asked } = await setup([])
    await expect(connector.switchChain(8453)).rejects.toMatchObject({
      name: 'ChainSwitchFailedError',
    })
    expect(asked()).toEqual([])
  })
})
