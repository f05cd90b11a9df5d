// @vitest-environment jsdom
import { KeyportProvider } from '@keyport/kernel/react'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { address, connectTestKernel, fakeConnection } from '../views/testing/fakeConnect.ts'
import { useAccount } from './useAccount.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useNetwork } from './useNetwork.ts'
import { useProvider } from './useProvider.ts'
import { useWalletInfo } from './useWalletInfo.ts'

function setup() {
  const connection = fakeConnection()
  const { kernel } = connectTestKernel({ connection })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KeyportProvider keyport={kernel}>{children}</KeyportProvider>
  )
  const hooks = () => ({
    account: useAccount(),
    network: useNetwork(),
    wallet: useWalletInfo(),
    provider: useProvider(),
    disconnect: useDisconnect(),
  })
  return { kernel, connection, ...renderHook(hooks, { wrapper }) }
}

describe('connect hooks', () => {
  test('behavior: disconnected: no address, network or wallet', () => {
    const { result } = setup()
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.account.address).toBeUndefined()
    expect(result.current.network.chainId).toBeUndefined()
    expect(result.current.network.networks.map((n) => n.id)).toEqual([1, 8453])
    expect(result.current.wallet.walletInfo).toBeUndefined()
    expect(result.current.provider.provider).toBeUndefined()
  })

  test('behavior: follow the connection as it changes, and disconnect through it', async () => {
    const { result, connection } = setup()
    act(() =>
      connection.set({
        status: 'connected',
        address,
        accounts: [address],
        chainId: 8453,
        connectorId: 'io.keyport.testwallet',
      }),
    )
    expect(result.current.account).toMatchObject({
      isConnected: true,
      address,
      caipAddress: `eip155:8453:${address}`,
      namespace: 'eip155',
    })
    expect(result.current.network.network?.name).toBe('Base (local)')
    expect(result.current.network.supported).toBe(true)
    expect(result.current.wallet.walletInfo?.name).toBe('Keyport Test Wallet')
    act(() => connection.set({ chainId: 10, chainSupported: false }))
    expect(result.current.network).toMatchObject({ chainId: 10, supported: false })
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
  })

  test('behavior: a Solana account has its namespace and CAIP address, and no EVM address', () => {
    const { result, connection } = setup()
    const caipAddress =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    act(() =>
      connection.set({
        status: 'connected',
        connectorId: 'walletStandard:keyport test wallet',
        namespace: 'solana',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        caipAddress,
      }),
    )
    expect(result.current.account).toEqual({
      address: undefined,
      caipAddress,
      namespace: 'solana',
      allAccounts: [],
      isConnected: true,
      status: 'connected',
    })
  })

  test('behavior: switchNetwork opens SwitchNetwork for the chain', () => {
    const { result, kernel } = setup()
    act(() => result.current.network.switchNetwork(8453))
    expect(kernel.router.current).toEqual({ view: 'SwitchNetwork', params: { chainId: 8453 } })
  })
})
