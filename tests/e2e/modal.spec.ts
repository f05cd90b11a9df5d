import { expect, test } from '@playwright/test'
import { focusIsInDialog, openSandbox } from './sandbox'

test.describe('modal shell', () => {
  test('opens by mouse as a labelled modal dialog and closes with the close button', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('works by keyboard alone: open, trap focus, Escape, focus back on the opener', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect.poll(() => focusIsInDialog(page)).toBe(true)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInDialog(page)).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsInDialog(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(connect).toBeFocused()
  })

  test('clicking the overlay closes; the page does not scroll behind the modal', async ({
    page,
  }) => {
    const connect = await openSandbox(page)
    await connect.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )
  })

  test('theme follows the URL and the settings panel', async ({ page }) => {
    const connect = await openSandbox(page, '?theme=dark')
    await connect.click()
    await expect(page.getByTestId('keyport-modal')).toHaveAttribute('data-theme', 'dark')
    const darkBackground = await page
      .getByRole('dialog')
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'light' }).check()
    await expect(page).toHaveURL(/^(?!.*theme=)/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByTestId('keyport-modal')).toHaveAttribute('data-theme', 'light')
    const lightBackground = await page
      .getByRole('dialog')
      .evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(lightBackground).not.toBe(darkBackground)
  })
})
