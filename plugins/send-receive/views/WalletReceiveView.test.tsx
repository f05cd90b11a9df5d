// @vitest-environment jsdom
import { address } from '@keyport/connect/testing'
import { qrPath } from '@keyport/kernel/react/qr'
import { renderWithKernel } from '@keyport/kernel/testing'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { solanaFrom } from '../testing/fakeSolanaSend.ts'
import { sendTestKernel } from '../testing/sendTestKernel.ts'

describe('WalletReceiveView', { timeout: 30_000 }, () => {
  test('behavior: the address as text and QR code, a copy button, and the app networks', async () => {
    const user = userEvent.setup()
    const { kernel } = sendTestKernel()
    kernel.modal.open({ view: 'WalletReceive' })
    renderWithKernel(null, kernel)
    const qr = await screen.findByRole(
      'img',
      { name: `QR code of your address ${address}` },
      { timeout: 10_000 },
    )
    // The drawn modules are the address's own code (decoded in the browser test).
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(address).d)
    expect(screen.getByTestId('receive-address').textContent).toBe(address)
    const networks = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.getAttribute('aria-current')])
    expect(networks).toEqual([
      ['Ethereum (local)', 'true'],
      ['Base (local)', null],
    ])
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(address)
    act(() => kernel.clock.advance(200))
    expect(kernel.toast.state.message).toBe('Address copied')
  })

  test('behavior: on Solana, the base58 address and its QR code, and the Solana network', async () => {
    const user = userEvent.setup()
    const { kernel } = sendTestKernel({ solana: true })
    kernel.modal.open({ view: 'WalletReceive' })
    renderWithKernel(null, kernel)
    const qr = await screen.findByRole(
      'img',
      { name: `QR code of your address ${solanaFrom}` },
      { timeout: 10_000 },
    )
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(solanaFrom).d)
    expect(screen.getByTestId('receive-address').textContent).toBe(solanaFrom)
    const networks = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.getAttribute('aria-current')])
    expect(networks).toEqual([['Solana', 'true']])
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(solanaFrom)
  })
})
