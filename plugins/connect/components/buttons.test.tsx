// @vitest-environment jsdom
import { ConnectButton, connectedButtonToken } from '@keyport/kernel/react'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { solanaMainnet } from '../connectors/solanaNetworks.ts'
import { address, connectTestKernel, fakeConnection } from '../views/testing/fakeConnect.ts'
import { AccountButton } from './AccountButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'

describe('AccountButton and NetworkButton', () => {
  test('behavior: nothing while disconnected; address and network once connected; they open their views', async () => {
    const connection = fakeConnection()
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(
      <>
        <NetworkButton />
        <AccountButton />
      </>,
      kernel,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    act(() => connection.set({ status: 'connected', address, accounts: [address], chainId: 1 }))
    expect(screen.getByRole('button', { name: `Account ${address}` }).textContent).toBe(
      '0x7099…79C8',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Network Ethereum (local)' }))
    expect(kernel.router.current.view).toBe('Networks')
    act(() => kernel.modal.close())
    await userEvent.click(screen.getByRole('button', { name: `Account ${address}` }))
    expect(kernel.router.current.view).toBe('Account')
  })

  test('behavior: a Solana account shows its base58 address, shortened', () => {
    const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    const connection = fakeConnection({
      status: 'connected',
      accounts: [],
      chainSupported: true,
      namespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana}`,
    })
    const { kernel } = connectTestKernel({ connection, solanaNetworks: [solanaMainnet] })
    renderWithKernel(
      <>
        <NetworkButton />
        <AccountButton />
      </>,
      kernel,
    )
    expect(screen.getByRole('button', { name: `Account ${solana}` }).textContent).toBe(
      'oeYf6K…kq96',
    )
    expect(screen.getByRole('button', { name: 'Network Solana' })).toBeTruthy()
  })

  test('behavior: an unsupported chain reads Wrong network', () => {
    const connection = fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 10,
      chainSupported: false,
    })
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(<NetworkButton />, kernel)
    expect(screen.getByRole('button', { name: 'Network Wrong network' })).toBeTruthy()
  })

  test('behavior: ConnectButton becomes the network and account button once connected, and back', async () => {
    const connection = fakeConnection()
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(<ConnectButton />, kernel)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    act(() => connection.set({ status: 'connected', address, accounts: [address], chainId: 1 }))
    const account = await screen.findByRole('button', { name: `Account ${address}` })
    expect(account.textContent).toBe('0x7099…79C8')
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    const network = screen.getByRole('button', { name: 'Network Ethereum (local)' })
    expect(network.querySelector('svg')).toBeTruthy()
    // The theme's variables ride on the buttons: they sit outside the modal's root.
    expect(account.style.getPropertyValue('--kp-color-bg')).not.toBe('')
    await userEvent.click(network)
    expect(kernel.router.current.view).toBe('Networks')
    act(() => connection.set({ status: 'disconnected', address: undefined, accounts: [] }))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  test('behavior: a host that places AccountButton itself gets one account button, not two', async () => {
    const connection = fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
    })
    const { kernel } = connectTestKernel({ connection })
    renderWithKernel(
      <>
        <ConnectButton />
        <AccountButton />
      </>,
      kernel,
    )
    // Once ConnectButton's own account button has loaded, it still stays away.
    await act(async () => {
      await kernel.resolve(connectedButtonToken).load()
    })
    expect(screen.getAllByRole('button', { name: `Account ${address}` })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Network/ })).toBeNull()
  })
})
