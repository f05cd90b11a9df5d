import { createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import {
  ChainSwitchFailedError,
  ConnectionRejectedError,
  WalletAnswerInvalidError,
  WalletNotRespondingError,
} from '../errors.ts'
import { createFakeProvider, rpcError } from '../testing/fakeProvider.ts'
import { flushMicrotasks } from '../testing/flushMicrotasks.ts'
import { createEip1193Connector } from './createEip1193Connector.ts'
import type { Network } from './networks.ts'
import type { ConnectorEvent } from './types.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const info = { uuid: 'u-1', name: 'Test Wallet', icon: 'data:image/svg+xml,x', rdns: 'io.test' }
const base: Network = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
}

function setup(options: { info?: typeof info; timeoutMs?: number } = {}) {
  const clock = createManualClock()
  const provider = createFakeProvider()
  const connector = createEip1193Connector({
    provider,
    info: options.info,
    clock,
    networks: [base],
    requestTimeoutMs: options.timeoutMs,
  })
  return { clock, provider, connector }
}

describe('createEip1193Connector', () => {
  test('behavior: an announced wallet is ANNOUNCED with its rdns as id, name and icon', () => {
    const { connector } = setup({ info })
    expect(connector).toMatchObject({
      id: 'io.test',
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      rdns: 'io.test',
      icon: info.icon,
    })
  })

  test('behavior: the legacy provider is INJECTED with id injected and the generic name', () => {
    const { connector } = setup()
    expect(connector).toMatchObject({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' })
    expect(connector.rdns).toBeUndefined()
  })

  test('behavior: connect asks eth_requestAccounts and eth_chainId', async () => {
    const { connector, provider } = setup({ info })
    await expect(connector.connect()).resolves.toEqual({
      address,
      accounts: [address],
      chainId: 1,
    })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  test('behavior: a 4001 answer is a ConnectionRejectedError naming the wallet', async () => {
    const { connector, provider } = setup({ info })
    provider.handle('eth_requestAccounts', () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    const error = await connector.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe(
      'Connection declined in Test Wallet.',
    )
  })

  test('behavior: a 4001 wrapped in -32603 is still a rejection', async () => {
    const { connector, provider } = setup({ info })
    provider.handle('eth_requestAccounts', () => {
      throw Object.assign(rpcError(-32603), { data: { originalError: { code: 4001 } } })
    })
    await expect(connector.connect()).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  test('behavior: another wallet error passes through unchanged', async () => {
    const { connector, provider } = setup({ info })
    const failure = rpcError(-32002, 'Request already pending')
    provider.handle('eth_requestAccounts', () => {
      throw failure
    })
    await expect(connector.connect()).rejects.toBe(failure)
  })

  test('behavior: a wallet that never answers rejects with WalletNotRespondingError after 60 s', async () => {
    const { connector, provider, clock } = setup({ info })
    provider.handle('eth_requestAccounts', () => new Promise(() => {}))
    const result = connector.connect().catch((e: unknown) => e)
    clock.advance(59_999)
    clock.advance(1)
    const error = await result
    expect(error).toBeInstanceOf(WalletNotRespondingError)
    expect((error as WalletNotRespondingError).shortMessage).toBe(
      'Test Wallet did not answer within 60 seconds. Open the wallet and try again.',
    )
  })

  test('behavior: the time-out is configurable', async () => {
    const { connector, provider, clock } = setup({ info, timeoutMs: 5_000 })
    provider.handle('eth_chainId', () => new Promise(() => {}))
    const result = connector.connect().catch((e: unknown) => e)
    await flushMicrotasks()
    clock.advance(5_000)
    expect(await result).toBeInstanceOf(WalletNotRespondingError)
  })

  test.each([
    ['not an array', 'garbage'],
    ['an empty list', []],
    ['a non-address', ['0x1234']],
    ['a number in the list', [42]],
    ['null', null],
  ])(
    'behavior: eth_requestAccounts answering %s is WalletAnswerInvalidError',
    async (_, answer) => {
      const { connector, provider } = setup({ info })
      provider.handle('eth_requestAccounts', () => answer)
      const error = await connector.connect().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletAnswerInvalidError)
      expect((error as WalletAnswerInvalidError).shortMessage).toBe(
        'Test Wallet sent an answer we could not read. Try again or use another wallet.',
      )
    },
  )

  test.each([
    ['0x1', 1],
    ['0x2105', 8453],
    [8453, 8453],
    ['137', 137],
  ])('behavior: eth_chainId %j reads as %i', async (answer, chainId) => {
    const { connector, provider } = setup()
    provider.handle('eth_chainId', () => answer)
    await expect(connector.getChainId()).resolves.toBe(chainId)
  })

  test.each([['0xzz'], [''], [-1], [1.5], [null], [{}], ['0x0']])(
    'behavior: eth_chainId %j is WalletAnswerInvalidError',
    async (answer) => {
      const { connector, provider } = setup()
      provider.handle('eth_chainId', () => answer)
      await expect(connector.getChainId()).rejects.toBeInstanceOf(WalletAnswerInvalidError)
    },
  )

  test('behavior: getAccounts uses eth_accounts without prompting and allows none', async () => {
    const { connector, provider } = setup()
    provider.handle('eth_accounts', () => [])
    await expect(connector.getAccounts()).resolves.toEqual([])
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts'])
  })

  test('behavior: connect with a chainId switches when the wallet is elsewhere', async () => {
    const { connector, provider } = setup()
    await expect(connector.connect({ chainId: 8453 })).resolves.toMatchObject({ chainId: 8453 })
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
  })

  test('behavior: connect stays connected on the wallet chain when the switch fails', async () => {
    const { connector, provider } = setup()
    provider.handle('wallet_switchEthereumChain', () => {
      throw rpcError(4001)
    })
    await expect(connector.connect({ chainId: 8453 })).resolves.toMatchObject({ chainId: 1 })
  })

  test('behavior: switchChain adds the chain on 4902, then switches again', async () => {
    const { connector, provider } = setup()
    let switches = 0
    provider.handle('wallet_switchEthereumChain', () => {
      switches++
      if (switches === 1) throw rpcError(4902, 'Unrecognized chain ID')
      return null
    })
    await connector.switchChain(8453)
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x2105',
            chainName: 'Base',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:8545'],
            blockExplorerUrls: ['https://basescan.org'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
  })

  test('behavior: a failed switch is ChainSwitchFailedError naming the network', async () => {
    const { connector, provider } = setup()
    provider.handle('wallet_switchEthereumChain', () => {
      throw rpcError(4001)
    })
    const error = await connector.switchChain(8453).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainSwitchFailedError)
    expect((error as ChainSwitchFailedError).shortMessage).toBe(
      'Could not switch to Base. Switch in your wallet and try again.',
    )
  })

  test('behavior: 4902 for a chain the app does not know cannot be added', async () => {
    const { connector, provider } = setup()
    provider.handle('wallet_switchEthereumChain', () => {
      throw rpcError(4902)
    })
    await expect(connector.switchChain(999)).rejects.toThrow('Could not switch to chain 999.')
    expect(provider.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
  })

  test('behavior: disconnect revokes permissions and ignores a wallet that cannot', async () => {
    const { connector, provider } = setup()
    provider.handle('wallet_revokePermissions', () => {
      throw rpcError(-32601, 'Method not found')
    })
    await expect(connector.disconnect()).resolves.toBeUndefined()
    expect(provider.calls).toEqual([
      { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
    ])
  })

  test('behavior: events$ reports accounts, chain and disconnect, and drops garbage', () => {
    const { connector, provider } = setup()
    const events: ConnectorEvent[] = []
    const subscription = connector.events$.subscribe((event) => events.push(event))
    provider.emit('accountsChanged', [address])
    provider.emit('accountsChanged', 'garbage')
    provider.emit('chainChanged', '0x2105')
    provider.emit('chainChanged', 'nope')
    provider.emit('disconnect', rpcError(4900))
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [address] },
      { type: 'chainChanged', chainId: 8453 },
      { type: 'disconnect' },
    ])
    subscription.unsubscribe()
    expect(provider.listenerCount('accountsChanged')).toBe(0)
    expect(provider.listenerCount('chainChanged')).toBe(0)
    expect(provider.listenerCount('disconnect')).toBe(0)
  })

  test('behavior: events$ subscribers share one set of provider listeners, removed with the last', () => {
    const { connector, provider } = setup()
    const first: ConnectorEvent[] = []
    const second: ConnectorEvent[] = []
    const a = connector.events$.subscribe((event) => first.push(event))
    const b = connector.events$.subscribe((event) => second.push(event))
    expect(provider.listenerCount('chainChanged')).toBe(1)
    provider.emit('chainChanged', '0x1')
    a.unsubscribe()
    expect(provider.listenerCount('chainChanged')).toBe(1)
    provider.emit('chainChanged', '0x2105')
    b.unsubscribe()
    expect(provider.listenerCount('chainChanged')).toBe(0)
    expect(first).toEqual([{ type: 'chainChanged', chainId: 1 }])
    expect(second).toEqual([
      { type: 'chainChanged', chainId: 1 },
      { type: 'chainChanged', chainId: 8453 },
    ])
    const c = connector.events$.subscribe(() => {})
    expect(provider.listenerCount('chainChanged')).toBe(1)
    c.unsubscribe()
  })

  test('behavior: getProvider returns the wrapped provider', () => {
    const { connector, provider } = setup()
    expect(connector.getProvider()).toBe(provider)
  })
})
