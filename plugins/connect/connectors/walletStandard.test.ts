// Solana wallets through the Wallet Standard, against @keyport/test-wallet's Solana wallet and
// plain fakes: discovery, one entry for a wallet in both namespaces, connecting and following it.
import { createManualClock } from '@keyport/kernel'
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
import { ConnectionRejectedError, WalletAnswerInvalidError } from '../errors.ts'
import { createConnectorRegistry } from '../services/ConnectorRegistry.ts'
import { connectorList } from '../services/connectorList.ts'
import { createWalletStandardConnector } from './createWalletStandardConnector.ts'
import { discoverWalletStandard, isSolanaWallet } from './discoverWalletStandard.ts'
import type { Network } from './networks.ts'

const account0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const account1 = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A Wallet Standard registry as `getWallets()` returns it, filled by the test. */
function fakeRegistry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = new Set<() => void>()
  return {
    registry: {
      get: () => wallets,
      on: (_event: 'register' | 'unregister', listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners) listener()
    },
    unregister(wallet: Wallet) {
      wallets.splice(wallets.indexOf(wallet), 1)
      for (const listener of listeners) listener()
    },
  }
}

const solanaWallet = (
  name: string,
  extra: Parameters<typeof createSolanaTestWallet>[0] | object = {},
) =>
  createSolanaTestWallet({
    privateKey: solanaAccount0Key,
    chains: localSolanaChains,
    info: { name },
    ...extra,
  })

/** A standard wallet that is not a Solana wallet (no solana chain). */
const evmOnlyStandardWallet = (wallet: Wallet): Wallet => ({
  ...wallet,
  chains: ['eip155:1'],
  features: wallet.features,
  accounts: [],
})

describe('discoverWalletStandard', () => {
  test('behavior: lists Solana wallets once by name, follows registrations, skips others', async () => {
    const phantom = (await solanaWallet('Phantom')).wallet
    const again = (await solanaWallet('phantom ')).wallet
    const other = evmOnlyStandardWallet((await solanaWallet('EVM Only')).wallet)
    expect(isSolanaWallet(phantom)).toBe(true)
    expect(isSolanaWallet(other)).toBe(false)
    const fake = fakeRegistry([phantom, other, again])
    const reports: string[][] = []
    let first = () => {}
    const listed = new Promise<void>((resolve) => {
      first = resolve
    })
    const stop = discoverWalletStandard({ load: async () => fake.registry }, (wallets) => {
      reports.push(wallets.map((w) => w.name))
      first()
    })
    await listed
    expect(reports).toEqual([['Phantom']])

    fake.register((await solanaWallet('Solflare')).wallet)
    fake.unregister(phantom)
    expect(reports.slice(1)).toEqual([
      ['Phantom', 'Solflare'],
      ['phantom ', 'Solflare'],
    ])
    stop()
    fake.register((await solanaWallet('Backpack')).wallet)
    expect(reports).toHaveLength(3)
  })
})

describe('createConnectorRegistry with walletStandard', () => {
  async function setup(solanaNames: string[]) {
    const evm = createTestWallet({
      privateKey: anvilAccount0Key,
      chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:8545' }],
      info: { name: 'Keyport Test Wallet' },
    })
    const window = new EventTarget()
    announceProvider(evm, evm.info, { target: window as unknown as Window })
    const solana = await Promise.all(solanaNames.map((name) => solanaWallet(name)))
    const fake = fakeRegistry(solana.map((s) => s.wallet))
    const registry = createConnectorRegistry({
      window,
      clock: createManualClock(),
      networks: [mainnet],
      walletStandard: { load: async () => fake.registry },
    })
    await firstValueFrom(registry.connectors$.pipe(filter((list) => list.some((c) => c.solana))))
    return { registry, evm, solana }
  }

  test('behavior: a wallet in both namespaces is one entry; a Solana-only wallet follows the announced ones', async () => {
    const { registry, evm } = await setup(['Solflare', 'keyport test wallet'])
    expect(registry.connectors.map((c) => [c.id, c.type, c.name, c.namespaces])).toEqual([
      [evm.info.rdns, 'ANNOUNCED', 'Keyport Test Wallet', ['eip155', 'solana']],
      ['walletStandard:solflare', 'ANNOUNCED', 'Solflare', ['solana']],
    ])
    const { entries } = connectorList({
      connectors: registry.connectors,
      recent: [{ id: 'walletStandard:solflare' }],
    })
    expect(entries.map((e) => [e.section, e.name])).toEqual([
      ['recent', 'Solflare'],
      ['injected', 'Keyport Test Wallet'],
    ])
    await expect(registry.get('walletStandard:solflare')!.connect()).rejects.toMatchObject({
      shortMessage: 'Solflare does not offer EVM accounts. Pick another wallet or network.',
    })
    registry.dispose()
  })

  test('behavior: without walletStandard no Solana wallet is looked for', () => {
    const window = new EventTarget()
    const registry = createConnectorRegistry({
      window,
      clock: createManualClock(),
      networks: [mainnet],
    })
    expect(registry.connectors).toEqual([])
    registry.dispose()
  })
})

describe('createWalletStandardConnector', () => {
  test('behavior: connects, follows account changes, reconnects silently, disconnects', async () => {
    const test = await solanaWallet('Keyport Test Wallet', { otherKeys: [solanaDevKey(1)] })
    const connector = createWalletStandardConnector(test.wallet)
    const events: unknown[] = []
    const stop = connector.subscribe((event) => events.push(event))
    await expect(connector.getAccounts()).resolves.toEqual([])
    await expect(connector.connect()).resolves.toEqual({ address: account0, accounts: [account0] })
    test.switchAccount(account1)
    await expect(connector.getAccounts()).resolves.toEqual([account1])
    await connector.disconnect()
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [account0] },
      { type: 'accountsChanged', accounts: [account1] },
      { type: 'disconnect' },
    ])
    stop()
  })

  test('behavior: a rejection is ConnectionRejectedError, garbage WalletAnswerInvalidError', async () => {
    const rejecting = await solanaWallet('Keyport Test Wallet', { mode: 'reject' })
    const rejected = createWalletStandardConnector(rejecting.wallet).connect()
    await expect(rejected).rejects.toBeInstanceOf(ConnectionRejectedError)
    await expect(rejected).rejects.toMatchObject({
      shortMessage: 'Connection declined in Keyport Test Wallet.',
    })
    const broken = await solanaWallet('Broken', { mode: 'garbage' })
    await expect(createWalletStandardConnector(broken.wallet).connect()).rejects.toBeInstanceOf(
      WalletAnswerInvalidError,
    )
  })
})
