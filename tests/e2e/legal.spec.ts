import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './axe'
import { installWallet, openSandbox, testWalletName } from './sandbox'

// The sandbox passes termsConditionsUrl and privacyPolicyUrl (its own /terms and /privacy).
test.describe('legal terms', () => {
  test('the terms line links both pages in a new tab', async ({ page }) => {
    await (await openSandbox(page)).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByText(/By connecting your wallet/)).toHaveText(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = dialog.getByRole('link', { name })
      await expect(link).toHaveAttribute('href', new URL(path, page.url()).href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(dialog.getByRole('checkbox')).toHaveCount(0)
    await expectNoSeriousViolations(page)
  })

  test('with legalCheckbox on, nothing connects until the box is ticked by keyboard', async ({
    page,
  }) => {
    await installWallet(page)
    await (await openSandbox(page, '?flags=legalCheckbox:on')).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const box = dialog.getByRole('checkbox', {
      name: 'I agree to our Terms of Service and Privacy Policy',
    })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription('Tick the box to choose a wallet or sign in.')
    const wallet = dialog.getByRole('button', { name: new RegExp(testWalletName) })
    await expect(wallet).toBeDisabled()
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeDisabled()
    await expectNoSeriousViolations(page)

    // A click on the disabled wallet does nothing: the Connect view stays, nothing connects.
    await wallet.click({ force: true })
    await expect(box).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toHaveCount(0)

    await box.focus()
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    await expect(wallet).toBeEnabled()
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeEnabled()
    await expectNoSeriousViolations(page)
    await wallet.click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: /^Account 0x/ })).toBeVisible()
  })
})
