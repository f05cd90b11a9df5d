// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { solanaMainnet } from '../connectors/solanaNetworks.ts'
import { address, connectTestKernel, fakeConnection, fakeConnector } from './testing/fakeConnect.ts'

function connected(chainId: number) {
  const connection = fakeConnection({
    status: 'connected',
    address,
    accounts: [address],
    chainId,
    chainSupported: chainId === 1 || chainId === 8453,
  })
  return connectTestKernel({ connection })
}

describe('NetworksView and SwitchNetworkView', () => {
  test('behavior: marks the current network; choosing another waits for the wallet, then shows Account', async () => {
    const { kernel, connection } = connected(1)
    kernel.modal.open({ view: 'Networks' })
    renderWithKernel(null, kernel)
    const current = await screen.findByRole('button', { name: /Ethereum \(local\)/ })
    expect(current.getAttribute('aria-current')).toBe('true')
    // Each row shows its network's mark; the current one says Connected.
    expect(current.querySelector('svg')).toBeTruthy()
    expect(current.textContent).toBe('Ethereum (local)Connected')
    await userEvent.click(screen.getByRole('button', { name: /Base \(local\)/ }))
    expect(await screen.findByText('Approve in wallet')).toBeTruthy()
    expect(connection.pending).toHaveLength(1)
    await act(async () => connection.pending[0]?.resolve())
    expect(kernel.router.current.view).toBe('Account')
    expect(connection.service.state.chainId).toBe(8453)
  })

  test('behavior: a refused switch says so and offers Try again and Cancel', async () => {
    const { kernel, connection } = connected(1)
    kernel.modal.open({ view: 'Networks' })
    kernel.router.push('SwitchNetwork', { chainId: 8453 })
    renderWithKernel(null, kernel)
    await screen.findByText('Approve in wallet')
    await act(async () => connection.pending[0]?.reject(new Error('User rejected')))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not switch to Base (local).',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(kernel.router.current.view).toBe('Networks')
  })
})

describe('UnsupportedChainView', () => {
  test('behavior: opens by itself on an unsupported chain and refuses to close until switched', async () => {
    const { kernel, connection } = connected(1)
    renderWithKernel(null, kernel)
    act(() => connection.set({ chainId: 10, chainSupported: false }))
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.router.current.view).toBe('UnsupportedChain')
    expect(await screen.findByText(/doesn’t support your current network/)).toBeTruthy()
    act(() => {
      kernel.modal.close()
    })
    expect(kernel.modal.state.open).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: /Base \(local\)/ }))
    await screen.findByText('Approve in wallet')
    expect(connection.pending).toHaveLength(1)
    await act(async () => connection.pending[0]?.resolve())
    expect(connection.service.state.chainSupported).toBe(true)
    expect(kernel.router.current.view).toBe('Account')
    expect(kernel.modal.close()).toBe(true)
  })
})

describe('NetworksView across namespaces', () => {
  test('behavior: groups networks by namespace; choosing Solana connects the wallet’s Solana side', async () => {
    const connection = fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
      connectorId: 'io.keyport.testwallet',
    })
    const asked: unknown[] = []
    connection.service.connect = async (connectorId: string, options?: unknown) => {
      asked.push([connectorId, options])
    }
    const dual = {
      ...fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
      namespaces: ['eip155', 'solana'] as const,
    }
    const { kernel } = connectTestKernel({
      connection,
      connectors: [dual],
      solanaNetworks: [solanaMainnet],
    })
    kernel.modal.open({ view: 'Networks' })
    renderWithKernel(null, kernel)
    const evm = await screen.findByRole('region', { name: 'EVM networks' })
    const solana = screen.getByRole('region', { name: 'Solana networks' })
    expect(
      within(evm)
        .getByRole('button', { name: /Ethereum \(local\)/ })
        .getAttribute('aria-current'),
    ).toBe('true')
    await userEvent.click(within(solana).getByRole('button', { name: /^Solana/ }))
    expect(asked).toEqual([['io.keyport.testwallet', { namespace: 'solana', chainId: undefined }]])
  })

  test('behavior: a wallet without a Solana side cannot choose a Solana network', async () => {
    const connection = fakeConnection({
      status: 'connected',
      address,
      accounts: [address],
      chainId: 1,
      connectorId: 'io.keyport.testwallet',
    })
    const { kernel } = connectTestKernel({ connection, solanaNetworks: [solanaMainnet] })
    kernel.modal.open({ view: 'Networks' })
    renderWithKernel(null, kernel)
    const solana = await screen.findByRole('region', { name: 'Solana networks' })
    expect(
      (within(solana).getByRole('button', { name: /^Solana/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
