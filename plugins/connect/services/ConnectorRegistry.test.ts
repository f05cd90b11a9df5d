import { createManualClock } from '@keyport/kernel'
import { NEVER } from 'rxjs'
import { describe, expect, test } from 'vitest'
import type { Connector } from '../connectors/types.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { createConnectorRegistry } from './ConnectorRegistry.ts'

const info = (rdns: string, name: string) => ({ uuid: rdns, rdns, name, icon: 'x' })
const announce = (target: EventTarget, detail: unknown) =>
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

function otherConnector(id: string, name = id): Connector {
  return {
    id,
    name,
    type: 'WALLET_CONNECT',
    connect: async () => ({ address: '0x', accounts: [], chainId: 1 }),
    disconnect: async () => {},
    getAccounts: async () => [],
    getChainId: async () => 1,
    switchChain: async () => {},
    getProvider: () => createFakeProvider(),
    events$: NEVER,
  }
}

function setup(ethereum?: unknown) {
  const window = Object.assign(new EventTarget(), { ethereum })
  const registry = createConnectorRegistry({ window, clock: createManualClock(), networks: [] })
  const ids = () => registry.connectors.map((c) => `${c.type}:${c.id}`)
  return { window, registry, ids }
}

describe('createConnectorRegistry', () => {
  test('behavior: announced wallets become ANNOUNCED connectors with their rdns as id', () => {
    const { window, registry, ids } = setup()
    announce(window, { info: info('io.a', 'A'), provider: createFakeProvider() })
    expect(ids()).toEqual(['ANNOUNCED:io.a'])
    expect(registry.get('io.a')?.name).toBe('A')
  })

  test('behavior: a wallet announcing twice is listed once', () => {
    const { window, ids } = setup()
    const provider = createFakeProvider()
    announce(window, { info: info('io.a', 'A'), provider })
    announce(window, { info: info('io.a', 'A'), provider })
    expect(ids()).toEqual(['ANNOUNCED:io.a'])
  })

  test('behavior: window.ethereum alone is the INJECTED connector', () => {
    const { ids } = setup(createFakeProvider())
    expect(ids()).toEqual(['INJECTED:injected'])
  })

  test('behavior: window.ethereum is hidden when an announced wallet is the same provider', () => {
    const provider = createFakeProvider()
    const { window, ids } = setup(provider)
    announce(window, { info: info('io.a', 'A'), provider })
    expect(ids()).toEqual(['ANNOUNCED:io.a'])
  })

  test('behavior: window.ethereum stays when announced wallets are other providers', () => {
    const { window, ids } = setup(createFakeProvider())
    announce(window, { info: info('io.a', 'A'), provider: createFakeProvider() })
    expect(ids()).toEqual(['ANNOUNCED:io.a', 'INJECTED:injected'])
  })

  test('behavior: a late window.ethereum is found on ethereum#initialized', () => {
    const { window, ids } = setup()
    window.ethereum = createFakeProvider()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(ids()).toEqual(['INJECTED:injected'])
  })

  test('behavior: a window.ethereum without request is ignored', () => {
    const { ids } = setup({ isMetaMask: true })
    expect(ids()).toEqual([])
  })

  test('behavior: add lists a connector, the first with an id wins, and the remover removes it', () => {
    const { registry, ids } = setup()
    const first = otherConnector('walletConnect', 'first')
    const remove = registry.add(first)
    const removeSecond = registry.add(otherConnector('walletConnect', 'second'))
    expect(ids()).toEqual(['WALLET_CONNECT:walletConnect'])
    expect(registry.get('walletConnect')?.name).toBe('first')
    removeSecond()
    expect(registry.get('walletConnect')).toBe(first)
    remove()
    expect(ids()).toEqual([])
  })

  test('behavior: connectors$ emits the list as it changes', () => {
    const { window, registry } = setup()
    const seen: number[] = []
    registry.connectors$.subscribe((list) => seen.push(list.length))
    announce(window, { info: info('io.a', 'A'), provider: createFakeProvider() })
    registry.add(otherConnector('auth'))
    expect(seen).toEqual([0, 1, 2])
  })

  test('behavior: without a window only added connectors are listed', () => {
    const registry = createConnectorRegistry({
      window: undefined,
      clock: createManualClock(),
      networks: [],
    })
    registry.add(otherConnector('auth'))
    expect(registry.connectors.map((c) => c.id)).toEqual(['auth'])
  })

  test('behavior: dispose stops listening for announcements', () => {
    const { window, registry } = setup()
    registry.dispose()
    announce(window, { info: info('io.a', 'A'), provider: createFakeProvider() })
    expect(registry.connectors).toEqual([])
  })
})
