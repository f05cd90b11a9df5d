// @vitest-environment jsdom
import { renderWithKernel } from '@keyport/kernel/testing'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, test } from 'vitest'
import type { WalletListOptions } from '../services/connectorList.ts'
import type { RegistryWallet } from '../services/WalletRegistryService.ts'
import { connectTestKernel } from './testing/fakeConnect.ts'

const wallets: RegistryWallet[] = Array.from({ length: 45 }, (_, i) => ({
  id: `wallet-${i}`,
  name: `Wallet ${i}`,
  imageUrl: '',
}))
wallets[3] = {
  id: 'keyport',
  name: 'Keyport Test Wallet',
  rdns: 'io.keyport.testwallet',
  imageUrl: '',
}

function openAllWallets(walletOptions: WalletListOptions = {}) {
  const setup = connectTestKernel({ wallets, walletOptions })
  setup.kernel.modal.open()
  setup.kernel.router.push('AllWallets')
  renderWithKernel(null, setup.kernel)
  return setup
}

const listed = () =>
  within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('button').length

describe('AllWalletsView', () => {
  // The first render loads the modal's and the view's lazy chunks, transformed on first import:
  // on a busy machine that took past a test's 20 s (2026-11-29), so it happens once here.
  beforeAll(async () => {
    openAllWallets()
    await screen.findByRole('button', { name: /Wallet 0/ }, { timeout: 60_000 })
    cleanup()
  }, 90_000)

  test('behavior: pages through the registry with Show more', async () => {
    openAllWallets()
    await screen.findByRole('button', { name: /Wallet 0/ })
    expect(listed()).toBe(40)
    await userEvent.click(screen.getByRole('button', { name: 'Show more wallets' }))
    await screen.findByRole('button', { name: /Wallet 44/ })
    expect(listed()).toBe(45)
    expect(screen.queryByRole('button', { name: 'Show more wallets' })).toBeNull()
  })

  test('behavior: search filters; no match says so', async () => {
    const user = userEvent.setup()
    openAllWallets()
    const search = await screen.findByRole('searchbox', { name: 'Search wallets' })
    await user.type(search, 'keyport')
    await screen.findByRole('button', { name: /Keyport Test Wallet/ })
    expect(listed()).toBe(1)
    await user.clear(search)
    await user.type(search, 'nothing like this')
    expect(await screen.findByText('No wallet matches your search.')).toBeTruthy()
  })

  test('behavior: an installed wallet connects by keyboard; its connector is found by rdns', async () => {
    const user = userEvent.setup()
    const { kernel } = openAllWallets()
    const search = await screen.findByRole('searchbox', { name: 'Search wallets' })
    await user.type(search, 'keyport')
    await screen.findByRole('button', { name: /Keyport Test Wallet/ })
    await user.tab()
    await user.keyboard('{Enter}')
    expect(kernel.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'io.keyport.testwallet' },
    })
  })

  test('behavior: only the wallets the app allows are listed (includeWalletIds, excludeWalletIds)', async () => {
    openAllWallets({
      includeWalletIds: ['wallet-1', 'wallet-2', 'keyport', 'io.rdns.not.an.id'],
      excludeWalletIds: ['wallet-2'],
    })
    await screen.findByRole('button', { name: /Keyport Test Wallet/ })
    expect(
      within(screen.getAllByRole('list')[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['WWallet 1', 'KKeyport Test Wallet'])
  })

  test('behavior: an include list of ids the registry cannot read lists none, not all', async () => {
    openAllWallets({ includeWalletIds: ['io.metamask'] })
    expect(await screen.findByText('No wallet matches your search.')).toBeTruthy()
  })
})
