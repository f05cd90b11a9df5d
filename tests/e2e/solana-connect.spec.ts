import { expect, test } from '@playwright/test'
import { installWallet, openSandbox, testWalletName } from './sandbox'

// The Keyport test wallet as a Solana-only Wallet Standard wallet, in the sandbox with Solana on.
test.describe('connect a Solana wallet', () => {
  test('lists the Wallet Standard wallet, connects it, shows its address, keeps it after reload', async ({
    page,
  }) => {
    const wallet = await installWallet(page, { namespaces: ['solana'] })
    const short = `${wallet.solanaAddress.slice(0, 6)}…${wallet.solanaAddress.slice(-4)}`
    const open = await openSandbox(page, '?solana=on')
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: new RegExp(testWalletName) }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const account = page.getByRole('button', { name: `Account ${wallet.solanaAddress}` })
    await expect(account).toContainText(short)
    expect((await wallet.log()).map((entry) => [entry.method, entry.outcome])).toEqual([
      ['standard:connect', 'approved'],
    ])

    await page.reload()
    await expect(account).toContainText(short)
  })

  test('one wallet in both namespaces is listed once; choosing Solana in Networks switches the account', async ({
    page,
  }) => {
    const wallet = await installWallet(page, { namespaces: ['eip155', 'solana'] })
    const open = await openSandbox(page, '?solana=on')
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: new RegExp(testWalletName) })).toHaveCount(1)
    await dialog.getByRole('button', { name: new RegExp(testWalletName) }).click()
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible()

    await page.getByRole('button', { name: 'Network Ethereum (local)' }).click()
    const solana = page.getByRole('region', { name: 'Solana networks' })
    await solana.getByRole('button', { name: /^Solana/ }).click()
    await expect(
      page.getByRole('button', { name: `Account ${wallet.solanaAddress}` }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Network Solana' })).toBeVisible()
  })
})
