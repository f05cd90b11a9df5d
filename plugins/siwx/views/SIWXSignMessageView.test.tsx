// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { createSolanaTestWallet, localSolanaChains, solanaAccount0Key } from '@keyport/test-wallet'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { type SiwxPluginParameters, siwxPlugin } from '../index.ts'
import { alice, fakeSiwxConnection, siwxTestKernel } from '../testing/fakeSiwxConnection.ts'

async function connected(options: SiwxPluginParameters = {}) {
  const connection = fakeSiwxConnection()
  const { kernel } = siwxTestKernel({
    connection,
    plugins: [siwxPlugin({ storage: 'local', ...options })],
  })
  renderWithKernel(null, kernel)
  await act(async () => connection.connect(alice.address, 1))
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
  await screen.findByRole('button', { name: 'Sign' })
  return { kernel, connection, dialog }
}

describe('SIWXSignMessageView', () => {
  test('behavior: names the app, the account and the network; Sign signs in and closes', async () => {
    const { kernel, connection, dialog } = await connected()
    expect(dialog.textContent).toContain('Test App needs to connect to your wallet')
    expect(screen.getByTestId('siwx-account').textContent).toBe(
      'Signing in as 0x2361…8F3F on Ethereum (local)'.replace(
        '0x2361…8F3F',
        `${alice.address.slice(0, 6)}…${alice.address.slice(-4)}`,
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(kernel.modal.state.open).toBe(false))
    expect(connection.signRequests[0]?.message).toContain(
      `${location.host} wants you to sign in with your Ethereum account:\n${alice.address}`,
    )
  })

  // jsdom's typed arrays are not Node's, so the wallet's WebCrypto cannot sign here; signing
  // with Solana is proven in services/solanaSignIn.test.ts. The view asks the Solana wallet.
  test("behavior: a Solana account is named by its base58 address on its Solana network; Sign asks the Solana wallet, whose refusal is 'Signature declined'", async () => {
    const connection = fakeSiwxConnection()
    const { kernel } = siwxTestKernel({ connection, plugins: [siwxPlugin({ storage: 'local' })] })
    const solana = await createSolanaTestWallet({
      privateKey: solanaAccount0Key,
      chains: localSolanaChains,
      methods: { 'solana:signMessage': 'reject' },
    })
    renderWithKernel(null, kernel)
    await act(() => connection.connectSolana(solana.wallet))
    await screen.findByRole('dialog', { name: 'Sign In' })
    expect((await screen.findByTestId('siwx-account')).textContent).toBe(
      'Signing in as oeYf6K…kq96 on Solana',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(solana.control.log.map((entry) => [entry.method, entry.outcome])).toEqual([
      ['standard:connect', 'approved'],
      ['solana:signMessage', 'rejected'],
    ])
    expect(connection.signRequests).toEqual([])
    expect(kernel.modal.state.open).toBe(true)
  })

  test("behavior: a declined signature shows 'Signature declined' and Sign asks again", async () => {
    const { connection } = await connected()
    connection.control.onSign = async () => {
      throw Object.assign(new Error('rejected'), { code: 4001 })
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(screen.getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect(connection.signRequests).toHaveLength(2)
  })

  test('behavior: while the wallet has the message, Sign is busy and the view says to check the wallet', async () => {
    const { connection } = await connected()
    connection.control.onSign = () => new Promise(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const busy = await screen.findByRole('button', { name: 'Signing…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Check your wallet to sign the message.').getAttribute('role')).toBe(
      'status',
    )
  })

  test('behavior: when sign-in is required, Escape, the overlay and the close button do not close it; Cancel disconnects', async () => {
    const { kernel, connection } = await connected({ required: true })
    expect(screen.getByText('Canceling will disconnect you.')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    fireEvent.mouseDown(document.querySelector('.kp-overlay')!)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(kernel.modal.state.open).toBe(true)
    expect(kernel.modal.state.refusals).toBe(3)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(kernel.modal.state.open).toBe(false))
    expect(connection.service.state.status).toBe('disconnected')
  })

  test('behavior: when sign-in is optional, Escape closes and Cancel keeps the wallet connected', async () => {
    const { kernel, connection } = await connected()
    await userEvent.keyboard('{Escape}')
    expect(kernel.modal.state.open).toBe(false)
    await act(async () => kernel.modal.open({ view: 'SIWXSignMessage' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(kernel.modal.state.open).toBe(false)
    expect(connection.service.state.status).toBe('connected')
  })
})
