// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { ConnectionRejectedError, WalletNotRespondingError } from '../errors.ts'
import { connectTestKernel } from './testing/fakeConnect.ts'

const connectorId = 'io.keyport.testwallet'

function openConnecting() {
  const setup = connectTestKernel()
  setup.kernel.modal.open()
  setup.kernel.router.push('ConnectingExternal', { connectorId })
  renderWithKernel(null, setup.kernel)
  return setup
}

describe('ConnectingExternalView', () => {
  test('behavior: asks the wallet once and waits, naming it', async () => {
    const { connection } = openConnecting()
    expect(await screen.findByText('Continue in Keyport Test Wallet')).toBeTruthy()
    // The request starts in an effect after the first paint; on a loaded machine it lands later.
    await waitFor(() => expect(connection.pending).toHaveLength(1))
    expect(connection.service.state.status).toBe('connecting')
  })

  test('behavior: a rejection shows a clear message; Try again asks again', async () => {
    const { connection } = openConnecting()
    await screen.findByText('Continue in Keyport Test Wallet')
    await waitFor(() => expect(connection.pending.length).toBeGreaterThan(0))
    await act(async () => connection.pending[0]?.reject(new ConnectionRejectedError('Keyport')))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Connection declined in Keyport Test Wallet.',
    )
    expect(connection.service.state.status).toBe('disconnected')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(connection.pending).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('behavior: a wallet that never answers gets its time-out message', async () => {
    const { connection } = openConnecting()
    await screen.findByText('Continue in Keyport Test Wallet')
    await waitFor(() => expect(connection.pending.length).toBeGreaterThan(0))
    await act(async () =>
      connection.pending[0]?.reject(new WalletNotRespondingError('Keyport Test Wallet', 60)),
    )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Keyport Test Wallet did not answer within 60 seconds.',
    )
  })

  test('behavior: Cancel works while the wallet is silent', async () => {
    const { kernel } = openConnecting()
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(kernel.router.current.view).toBe('Connect')
    expect(kernel.modal.state.open).toBe(true)
  })

  test('behavior: a successful connection closes the modal and Account becomes the default', async () => {
    const { kernel, connection } = openConnecting()
    await screen.findByText('Continue in Keyport Test Wallet')
    await waitFor(() => expect(connection.pending.length).toBeGreaterThan(0))
    await act(async () => connection.pending[0]?.resolve())
    expect(kernel.modal.state.open).toBe(false)
    act(() => kernel.modal.open())
    expect(kernel.router.current.view).toBe('Account')
  })
})
