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
})
