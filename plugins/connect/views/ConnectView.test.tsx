// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { connectMethodSectionsToken } from '../tokens.ts'
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
    expect(names).toEqual(['KKeyport Test Wallet Installed', 'HHost Wallet', 'EExternal Wallet'])
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
    ).toEqual(['OOther Wallet Recent', 'KKeyport Test Wallet Installed'])
  })
})

describe('ConnectView rows', () => {
  const registryWallets = (count: number): RegistryWallet[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `wallet-${i}`,
      name: `Wallet ${i}`,
      imageUrl: '',
    }))

  test('behavior: each row ends in its badge and a chevron: Installed, Recent, QR code for WalletConnect', async () => {
    const { kernel } = connectTestKernel({
      connectors: [
        fakeConnector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
        fakeConnector('io.keyport.testwallet', 'Keyport Test Wallet'),
        fakeConnector('com.example.other', 'Other Wallet'),
      ],
    })
    kernel.storage.setItem('connect.recent_wallets', [
      { id: 'com.example.other', rdns: 'com.example.other' },
    ])
    kernel.modal.open()
    renderWithKernel(null, kernel)
    const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5_000 })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.querySelector('.kp-connect-badge')?.textContent)).toEqual([
      'QR code',
      'Recent',
      'Installed',
    ])
    expect(rows.map((row) => row.querySelector('.kp-connect-badge')?.className)).toEqual([
      'kp-connect-badge kp-connect-badge--qr',
      'kp-connect-badge kp-connect-badge--plain',
      'kp-connect-badge kp-connect-badge--installed',
    ])
    for (const row of rows) expect(row.querySelector('.kp-connect-row__chevron svg')).not.toBeNull()
  })

  test("behavior: All Wallets shows the grid glyph and how many wallets the registry lists, with the app's exclusions", async () => {
    const { kernel } = connectTestKernel({
      wallets: registryWallets(7),
      walletOptions: { excludeWalletIds: ['wallet-2'] },
    })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    const all = await screen.findByRole('button', { name: 'All Wallets 6' }, { timeout: 5_000 })
    expect(all.querySelector('.kp-connect-row__icon svg')).not.toBeNull()
  })

  test('behavior: a large registry count is rounded down to tens with a plus', async () => {
    const { kernel } = connectTestKernel({ wallets: registryWallets(437) })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    expect(
      await screen.findByRole('button', { name: 'All Wallets 430+' }, { timeout: 5_000 }),
    ).toBeTruthy()
  })

  test('behavior: a wallet without an image shows its initial; an image that fails to load falls back to it', async () => {
    const { kernel } = connectTestKernel({
      connectors: [{ ...fakeConnector('com.example.pic', 'Picture Wallet'), icon: 'data:,broken' }],
    })
    kernel.modal.open()
    renderWithKernel(null, kernel)
    const row = await screen.findByRole('button', { name: /Picture Wallet/ }, { timeout: 5_000 })
    const image = row.querySelector('img')
    expect(image?.getAttribute('src')).toBe('data:,broken')
    fireEvent.error(image!)
    expect(row.querySelector('img')).toBeNull()
    expect(row.textContent).toBe('PPicture Wallet Installed')
  })
})

describe('ConnectView divider', () => {
  const emailSection = {
    id: 'test/email',
    method: 'email' as const,
    load: async () => ({ default: () => <input type="email" aria-label="Email" /> }),
  }

  test('behavior: an "or" divider stands between the email section and the wallets, in either order', async () => {
    const { kernel } = connectTestKernel()
    kernel.resolve(connectMethodSectionsToken).add(emailSection)
    kernel.modal.open()
    renderWithKernel(null, kernel)
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5_000 })
    const dialog = screen.getByRole('dialog')
    const order = [
      ...dialog.querySelectorAll('ul[aria-label="Wallets"], .kp-connect-divider, input'),
    ].map((node) => node.textContent || node.nodeName)
    // An installed wallet puts the wallets first (spec section 2), then the divider, then email.
    expect(order).toEqual([expect.stringContaining('Keyport Test Wallet'), 'or', 'INPUT'])
  })

  test('behavior: no divider without an email or social section', async () => {
    const { kernel } = connectTestKernel()
    kernel.modal.open()
    renderWithKernel(null, kernel)
    await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5_000 })
    expect(document.querySelector('.kp-connect-divider')).toBeNull()
  })
})
