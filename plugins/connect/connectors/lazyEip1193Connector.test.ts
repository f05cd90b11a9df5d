import { createManualClock } from '@keyport/kernel'
import { describe, expect, test } from 'vitest'
import { ConnectionRejectedError } from '../errors.ts'
import { createFakeProvider, rpcError } from '../testing/fakeProvider.ts'
import { lazyEip1193Connector } from './lazyEip1193Connector.ts'
import type { ConnectorEvent } from './types.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const info = { uuid: 'u', rdns: 'io.test', name: 'Test Wallet', icon: 'data:,x' }

function connector(withInfo = true) {
  const provider = createFakeProvider()
  const clock = createManualClock()
  const lazy = lazyEip1193Connector({
    provider,
    info: withInfo ? info : undefined,
    clock,
    networks: [],
  })
  return { provider, lazy }
}

describe('lazyEip1193Connector', () => {
  test('behavior: lists the wallet and its provider without asking the wallet anything', () => {
    const { provider, lazy } = connector()
    expect(lazy).toMatchObject({ id: 'io.test', type: 'ANNOUNCED', name: 'Test Wallet' })
    expect(lazy.icon).toBe('data:,x')
    expect(lazy.getProvider()).toBe(provider)
    expect(connector(false).lazy).toMatchObject({ id: 'injected', type: 'INJECTED' })
    expect(provider.calls).toEqual([])
  })

  test("behavior: calls reach the wallet through the connector's own checks", async () => {
    const { provider, lazy } = connector()
    await expect(lazy.connect()).resolves.toEqual({
      address,
      accounts: [address],
      chainId: 1,
    })
    await expect(lazy.getAccounts()).resolves.toEqual([address])
    provider.handle('eth_requestAccounts', () => {
      throw rpcError(4001)
    })
    const declined = lazy.connect()
    await expect(declined).rejects.toBeInstanceOf(ConnectionRejectedError)
    await expect(declined).rejects.toMatchObject({
      shortMessage: 'Connection declined in Test Wallet.',
    })
  })

  test('behavior: once loaded, events$ listens at once; before, as soon as the code is here', async () => {
    const { provider, lazy } = connector()
    const early: ConnectorEvent[] = []
    const first = lazy.events$.subscribe((event) => early.push(event))
    await lazy.getAccounts()
    provider.emit('chainChanged', '0x2105')
    expect(early).toEqual([{ type: 'chainChanged', chainId: 8453 }])

    const late: ConnectorEvent[] = []
    const second = lazy.events$.subscribe((event) => late.push(event))
    provider.emit('disconnect')
    expect(late).toEqual([{ type: 'disconnect' }])
    first.unsubscribe()
    second.unsubscribe()
    expect(provider.listenerCount('chainChanged')).toBe(0)
  })
})
