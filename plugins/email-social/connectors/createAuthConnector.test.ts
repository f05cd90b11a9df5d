import type { ConnectorEvent } from '@keyport/connect'
import { createStorage, type FrameUser, storageKeys } from '@keyport/kernel'
import { createMemoryStorage } from '@keyport/kernel/testing'
import { describe, expect, test, vi } from 'vitest'
import type { EmbeddedWallet } from '../services/createEmbeddedWallet.ts'
import { createAuthConnector } from './createAuthConnector.ts'

const eoa = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A wallet whose smart account exists on chain 1 only, as the frame answers get-user. */
function setup() {
  const backend = createMemoryStorage()
  const storage = createStorage({ backend: () => backend })
  const userOn = (chainId: number): FrameUser =>
    chainId === 1
      ? {
          address: smart,
          chainId,
          preferredAccountType: 'smartAccount',
          accounts: [
            { address: smart, type: 'smartAccount' },
            { address: eoa, type: 'eoa' },
          ],
        }
      : {
          address: eoa,
          chainId,
          preferredAccountType: 'eoa',
          accounts: [{ address: eoa, type: 'eoa' }],
        }
  const wallet = {
    getUser: vi.fn(async (chainId?: number) => userOn(Number(chainId ?? 1))),
    switchNetwork: vi.fn(async () => {}),
  } as Partial<EmbeddedWallet> as EmbeddedWallet
  const connector = createAuthConnector({ wallet, storage })
  const events: ConnectorEvent[] = []
  connector.events$.subscribe((event) => events.push(event))
  return { storage, wallet, connector, events }
}

describe('createAuthConnector', () => {
  test('behavior: switching to a chain without smart accounts moves the account to the EOA, and back', async () => {
    const { storage, connector, events } = setup()
    storage.setItem(storageKeys.SMART_ACCOUNT_ENABLED_NETWORKS, '1')
    await expect(connector.connect()).resolves.toMatchObject({ address: smart })
    expect(connector.accountTypes?.state.type).toBe('smartAccount')

    await connector.switchChain(10)
    expect(events).toEqual([
      { type: 'chainChanged', chainId: 10 },
      { type: 'accountsChanged', accounts: [eoa] },
    ])
    expect(connector.accountTypes?.state).toMatchObject({ type: 'eoa', available: ['eoa'] })

    await connector.switchChain(1)
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', accounts: [smart] })
  })

  test('behavior: with no smart-account networks a switch asks nothing more', async () => {
    const { connector, wallet, events } = setup()
    await connector.connect()
    vi.mocked(wallet.getUser).mockClear()
    await connector.switchChain(10)
    expect(wallet.getUser).not.toHaveBeenCalled()
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
  })

  test('behavior: eip7702 keeps the address; the delegation state is adopted, and undelegating reads the EOA back', async () => {
    const backend = createMemoryStorage()
    const storage = createStorage({ backend: () => backend })
    const delegate = '0x00000000000000000000000000000000000000d7'
    let state: { type: 'eoa' | 'eip7702'; delegated: boolean } = { type: 'eoa', delegated: false }
    const user = (): FrameUser => ({
      address: eoa,
      chainId: 1,
      preferredAccountType: state.type,
      accounts: [
        { address: eoa, type: state.type },
        { address: eoa, type: state.type === 'eoa' ? 'eip7702' : 'eoa' },
      ],
      delegation: { delegate, delegated: state.delegated },
    })
    const wallet = {
      getUser: vi.fn(async () => user()),
      setPreferredAccountType: vi.fn(async (type) => {
        state = { type: type as 'eip7702', delegated: false }
        return { type, address: eoa }
      }),
      undelegate: vi.fn(async () => {
        state = { type: 'eoa', delegated: false }
        return { hash: `0x${'ab'.repeat(32)}` }
      }),
      refreshUser: vi.fn(async () => user()),
    } as Partial<EmbeddedWallet> as EmbeddedWallet
    const connector = createAuthConnector({ wallet, storage })
    const events: ConnectorEvent[] = []
    connector.events$.subscribe((event) => events.push(event))
    await expect(connector.connect()).resolves.toMatchObject({ address: eoa, accounts: [eoa] })
    expect(connector.accountTypes?.state).toMatchObject({
      type: 'eoa',
      available: ['eoa', 'eip7702'],
      delegation: { delegate, delegated: false },
    })
    await connector.accountTypes?.switchTo('eip7702')
    expect(connector.accountTypes?.state).toMatchObject({
      type: 'eip7702',
      delegation: { delegated: false },
    })
    // The first operation delegated it on chain: the Account view's refresh reads it.
    state = { type: 'eip7702', delegated: true }
    await connector.accountTypes?.refresh?.()
    expect(connector.accountTypes?.state.delegation).toEqual({ delegate, delegated: true })
    await connector.accountTypes?.undelegate?.()
    expect(connector.accountTypes?.state).toMatchObject({
      type: 'eoa',
      delegation: { delegated: false },
    })
    // The same address throughout: the app hears of no account change.
    expect(events).toEqual([])
  })
})
