// The connectors against @keyport/test-wallet, the scriptable wallet the e2e tests install:
// a wallet that announces twice, rejects, answers garbage or never answers.
import { createManualClock } from '@keyport/kernel'
import { announceProvider, anvilAccount0Key, createTestWallet } from '@keyport/test-wallet'
import { describe, expect, test } from 'vitest'
import {
  ConnectionRejectedError,
  WalletAnswerInvalidError,
  WalletNotRespondingError,
} from '../errors.ts'
import { createConnectorRegistry } from '../services/ConnectorRegistry.ts'
import { flushMicrotasks } from '../testing/flushMicrotasks.ts'
import type { Network } from './networks.ts'

const base: Network = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

function setup(mode: 'approve' | 'reject' | 'garbage' | 'never' = 'approve') {
  const wallet = createTestWallet({
    privateKey: anvilAccount0Key,
    chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Ethereum (local)' }],
    methods: { eth_requestAccounts: mode },
  })
  const window = new EventTarget()
  announceProvider(wallet, wallet.info, {
    target: window as unknown as Window,
    announceTwice: true,
    legacy: true,
  })
  const clock = createManualClock()
  const registry = createConnectorRegistry({ window, clock, networks: [base] })
  return { wallet, registry, clock, connector: registry.get(wallet.info.rdns)! }
}

describe('createConnectorRegistry with @keyport/test-wallet', () => {
  test('behavior: a wallet announcing twice and injected as window.ethereum is listed once', () => {
    const { registry, wallet } = setup()
    expect(registry.connectors.map((c) => [c.id, c.type, c.name])).toEqual([
      [wallet.info.rdns, 'ANNOUNCED', wallet.info.name],
    ])
  })

  test('behavior: approving connects with its address and chain', async () => {
    const { connector, wallet } = setup()
    await expect(connector.connect()).resolves.toEqual({
      address: wallet.address,
      accounts: [wallet.address],
      chainId: 1,
    })
    await expect(connector.getAccounts()).resolves.toEqual([wallet.address])
  })

  test.each([
    { mode: 'reject', errorClass: ConnectionRejectedError },
    { mode: 'garbage', errorClass: WalletAnswerInvalidError },
  ] as const)('behavior: mode $mode gives $errorClass.name', async ({ mode, errorClass }) => {
    const { connector } = setup(mode)
    await expect(connector.connect()).rejects.toBeInstanceOf(errorClass)
  })

  test('behavior: a wallet that never answers gives WalletNotRespondingError after 60 s', async () => {
    const { connector, clock } = setup('never')
    const result = connector.connect().catch((e: unknown) => e)
    await flushMicrotasks()
    clock.advance(60_000)
    expect(await result).toBeInstanceOf(WalletNotRespondingError)
  })

  test('behavior: switching to a chain the wallet lacks adds it first', async () => {
    const { connector, wallet } = setup()
    await connector.connect()
    await connector.switchChain(8453)
    await expect(connector.getChainId()).resolves.toBe(8453)
    expect(wallet.control.log.map((entry) => entry.method)).toContain('wallet_addEthereumChain')
  })
})
