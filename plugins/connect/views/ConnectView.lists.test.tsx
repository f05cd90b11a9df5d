// @vitest-environment jsdom
import { provide } from '@keyport/kernel'
import { renderWithKernel } from '@keyport/kernel/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NEVER } from 'rxjs'
import { describe, expect, test, vi } from 'vitest'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { connectMethodSectionsToken, walletRegistryToken } from '../tokens.ts'
import { connectTestKernel, fakeConnector, fakeWalletRegistry } from './testing/fakeConnect.ts'

// The registry by rank: the test wallet first, as the data API seeds it.
const registry: RegistryWallet[] = [
  ['keyport-test-wallet', 'Keyport Test Wallet', 'io.keyport.testwallet'],
  ['metamask', 'MetaMask', 'io.metamask'],
  ['coinbase', 'Coinbase Wallet', 'com.coinbase.wallet'],
  ['trust', 'Trust Wallet', 'com.trustwallet.app'],
  ['rainbow', 'Rainbow', 'me.rainbow'],
  ['zerion', 'Zerion', 'io.zerion.wallet'],
].map(([id, name, rdns]) => ({ id: id!, name: name!, rdns, imageUrl: '' }))

const walletConnect = {
  ...fakeConnector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
  pairing$: NEVER,
  pairing: { status: 'loading' as const },
}
const relay = { relayUrl: 'ws://relay.test' }

// A contributed section stands in for the email-social plugin's email field.
const emailSection = {
  id: 'test/email',
  method: 'email' as const,
  load: async () => ({ default: () => <input type="email" aria-label="Email" /> }),
}

function open(setup: Parameters<typeof connectTestKernel>[0] = {}, { email = false } = {}) {
  const started = connectTestKernel({ wallets: registry, ...setup })
  if (email) started.kernel.resolve(connectMethodSectionsToken).add(emailSection)
  started.kernel.modal.open()
  renderWithKernel(null, started.kernel)
  return started
}

// The registry's wallets arrive after the view's lazy chunk: slow on a busy machine's first test.
const rows = async () => {
  const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5_000 })
  return within(list)
    .getAllByRole('button')
    .map((b) => b.textContent)
}

describe('ConnectView recommended wallets', () => {
  test('behavior: with no extension, the first four registry wallets are recommended; one pairs by WalletConnect', async () => {
    const { kernel } = open({ connectors: [walletConnect], walletConnect: relay })
    await waitFor(async () => expect(await rows()).toHaveLength(5), { timeout: 5_000 })
    expect(await rows()).toEqual([
      'WWalletConnect QR code',
      'KKeyport Test Wallet',
      'MMetaMask',
      'CCoinbase Wallet',
      'TTrust Wallet',
    ])
    await userEvent.click(screen.getByRole('button', { name: /MetaMask/ }))
    expect(kernel.router.current).toEqual({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'metamask' },
    })
  })

  test('behavior: featured wallets come in their order; installed and featured are not recommended again', async () => {
    open({
      connectors: [walletConnect, fakeConnector('io.metamask', 'MetaMask')],
      walletConnect: relay,
      walletOptions: { featuredWalletIds: ['zerion', 'rainbow'], excludeWalletIds: ['coinbase'] },
    })
    await waitFor(async () => expect(await rows()).toHaveLength(6), { timeout: 5_000 })
    expect(await rows()).toEqual([
      'WWalletConnect QR code',
      'MMetaMask Installed',
      'ZZerion',
      'RRainbow',
      'KKeyport Test Wallet',
      'TTrust Wallet',
    ])
  })

  test('behavior: without WalletConnect no wallet is recommended (it could not connect)', async () => {
    const list = vi.fn(fakeWalletRegistry(registry).list)
    open({
      connectors: [fakeConnector('io.rabby', 'Rabby')],
      walletOptions: { featuredWalletIds: ['rainbow'] },
      overrides: [provide(walletRegistryToken, () => ({ list }))],
    })
    await waitFor(async () => expect(await rows()).toEqual(['RRabby Installed', 'RRainbow']), {
      timeout: 5_000,
    })
    // Only the featured lookup and All Wallets' count (a one-entry page) were asked for.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2))
    expect(list.mock.calls).toEqual(
      expect.arrayContaining([
        [{ include: ['rainbow'], entries: 1 }],
        [{ page: 1, entries: 1, include: [], exclude: [] }],
      ]),
    )
  })

  test('behavior: a registry that is not configured is not asked', async () => {
    const list = vi.fn(fakeWalletRegistry(registry).list)
    open({
      connectors: [walletConnect],
      walletConnect: relay,
      walletOptions: { featuredWalletIds: ['rainbow'] },
      overrides: [provide(walletRegistryToken, () => ({ available: false, list }))],
    })
    expect(await rows()).toEqual(['WWalletConnect QR code'])
    expect(list).not.toHaveBeenCalled()
  })
})

const continueButton = () =>
  screen.findByRole('button', { name: 'Continue with a wallet' }, { timeout: 5_000 })

describe('ConnectView collapsed wallets', () => {
  test('behavior: collapseWallets shows one entry; by keyboard it opens the list, Back returns', async () => {
    const { kernel } = open({
      connectors: [walletConnect, fakeConnector('io.rabby', 'Rabby')],
      walletConnect: relay,
      features: { collapseWallets: true },
    })
    const entry = await continueButton()
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
    entry.focus()
    await userEvent.keyboard('{Enter}')
    expect(kernel.router.current.view).toBe('ConnectWallets')
    await waitFor(async () => expect(await rows()).toHaveLength(6), { timeout: 5_000 })
    expect(await rows()).toEqual([
      'WWalletConnect QR code',
      'RRabby Installed',
      'KKeyport Test Wallet',
      'MMetaMask',
      'CCoinbase Wallet',
      'TTrust Wallet',
    ])
    expect(screen.getByRole('button', { name: /^All Wallets/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(kernel.router.current.view).toBe('Connect')
    expect(await continueButton()).toBeTruthy()
  })

  test('behavior: emailShowWallets off puts the wallets behind the entry while email login is shown', async () => {
    open({ features: { emailShowWallets: false } }, { email: true })
    await continueButton()
    await screen.findByRole('textbox', { name: 'Email' })
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
  })

  test('behavior: emailShowWallets off without an email or social login keeps the list', async () => {
    open({ features: { emailShowWallets: false } })
    expect(await rows()).toEqual(['KKeyport Test Wallet Installed'])
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  test('behavior: emailShowWallets off with the email flag off keeps the list', async () => {
    open({ features: { emailShowWallets: false, email: false } }, { email: true })
    expect(await rows()).toEqual(['KKeyport Test Wallet Installed'])
  })

  test('behavior: the legal box gates the entry and the wallets view', async () => {
    const { kernel } = open({
      features: { collapseWallets: true, legalCheckbox: true },
      options: { termsConditionsUrl: 'https://app.example/terms' },
    })
    const entry = await continueButton()
    expect(entry.matches(':disabled')).toBe(true)
    kernel.router.push('ConnectWallets')
    const wallet = await screen.findByRole('button', { name: /Keyport Test Wallet/ })
    expect(wallet.matches(':disabled')).toBe(true)
    await userEvent.click(screen.getByRole('checkbox'))
    expect(wallet.matches(':disabled')).toBe(false)
  })
})
