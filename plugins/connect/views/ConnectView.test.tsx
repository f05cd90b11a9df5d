// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { connectTestKernel, fakeConnector } from './testing/fakeConnect.ts'

describe('ConnectView', () => {
  test('behavior: lists wallets by the spec rules, de-duplicated, then All Wallets', async () => {
    const { kernel } = connectTestKernel({
      connectors: [
        fakeConnector('com.example.external', 'External Wallet', 'EXTERNAL'),
        fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
        { ...fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'), id: 'again' },
        fakeConnector('injected', 'Browser Wallet', 'INJECTED'),
        fakeConnector('auth', 'Email', 'AUTH'),
      ],
      walletOptions: { customWallets: [{ id: 'custom', name: 'Host Wallet' }] },
    })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    // The first render loads the lazy view's module graph: allow for a busy machine.
    const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5_000 })
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual(['KKeyport Test WalletInstalled', 'HHost Wallet', 'EExternal Wallet'])
    expect(screen.getByRole('button', { name: /All Wallets/ })).toBeTruthy()
  })

  test('behavior: the allWallets flag off hides the All Wallets entry', async () => {
    const { kernel } = connectTestKernel({ features: { allWallets: false } })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  test('behavior: choosing a wallet by keyboard opens ConnectingExternal for it', async () => {
    const { kernel } = connectTestKernel()
    kernel.modal.open()
    renderWithKernel(null, kernel)
    const wallet = await screen.findByRole('button', { name: /Keyport Test Wallet/ })
    wallet.focus()
    await userEvent.keyboard('{Enter}')
    expect(kernel.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'io.keyport.testwallet' },
    })
  })
})

describe('ConnectView recent wallets', () => {
  test('behavior: the last used wallet comes first, tagged Recent, and only once', async () => {
    const { kernel } = connectTestKernel({
      connectors: [
        fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
        fakeConnector('com.example.other', 'Other Wallet'),
      ],
    })
    kernel.storage.setItem('connect.recent_wallets', [
      { id: 'com.example.other', rdns: 'com.example.other' },
    ])
    kernel.modal.open()
    renderWithKernel(null, kernel)
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OOther WalletRecent', 'KKeyport Test WalletInstalled'])
  })
})
