import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { installWallet, openSandbox, testWalletName, waitForDataApi } from './sandbox'

// The sandbox configures the stack's WalletConnect relay and the data API, whose registry is
// seeded in rank order: Keyport Test Wallet, MetaMask, Coinbase Wallet, Trust Wallet, Rainbow…
const walletRows = (page: Page) =>
  page.getByRole('dialog').getByRole('list', { name: 'Wallets' }).getByRole('button')

test.describe('Connect wallet lists', () => {
  test('with no extension, recommended registry wallets are listed and pair through WalletConnect', async ({
    page,
    request,
  }) => {
    await waitForDataApi(request)
    await (await openSandbox(page)).click()
    const rows = walletRows(page)
    await expect(rows).toHaveText([
      /WalletConnect/,
      new RegExp(testWalletName),
      /MetaMask/,
      /Coinbase Wallet/,
      /Trust Wallet/,
    ])
    await expectNoSeriousViolations(page)
    await rows.filter({ hasText: 'MetaMask' }).click()
    await expect(page.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  })

  test('collapseWallets: one entry opens the wallet list by keyboard; Back returns', async ({
    page,
  }) => {
    await installWallet(page)
    await (await openSandbox(page, '?flags=collapseWallets:on')).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const entry = dialog.getByRole('button', { name: 'Continue with a wallet' })
    await expect(entry).toBeVisible()
    await expect(dialog.getByRole('button', { name: new RegExp(testWalletName) })).toHaveCount(0)
    await expectNoSeriousViolations(page)
    await entry.focus()
    await page.keyboard.press('Enter')
    await expect(walletRows(page).filter({ hasText: testWalletName })).toHaveText(/Installed/)
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }),
    ).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(entry).toBeVisible()
  })

  test('emailShowWallets off: email login shows, the wallets sit behind "Continue with a wallet"', async ({
    page,
  }) => {
    await installWallet(page)
    await (await openSandbox(page, '?flags=emailShowWallets:off')).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Wallets' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Continue with a wallet' }).click()
    await walletRows(page).filter({ hasText: testWalletName }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
  })
})
